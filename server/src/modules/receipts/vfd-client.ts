import type { VfdConfig } from '#server/config.ts';
import { elementText, registrationElement, signedMessage } from './receipt-xml';
import type { VfdSigner } from './vfd-certificate';

/** A request TRA refused or did not answer; `unauthorized`: the token was refused, fetch another. */
export class VfdFailure extends Error {
  constructor(
    message: string,
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

/** docs/receipts.md, "Registration": the answer's fields the shop keeps, by TRA's names. */
export const REGISTRATION_FIELDS = [
  'REGID',
  'SERIAL',
  'UIN',
  'TIN',
  'VRN',
  'MOBILE',
  'ADDRESS',
  'STREET',
  'CITY',
  'COUNTRY',
  'NAME',
  'RECEIPTCODE',
  'REGION',
  'ROUTINGKEY',
  'GC',
  'TAXOFFICE',
  'USERNAME',
  'PASSWORD',
  'TOKENPATH',
] as const;

/** TRA's acknowledgement of a receipt or a Z report: its fields as it answered them. */
export type VfdAck = Record<string, string>;

/** docs/receipts.md: the three requests the shop makes of TRA's VFD API. */
export class VfdClient {
  constructor(
    private readonly config: VfdConfig,
    private readonly signer: VfdSigner,
  ) {}

  /** `element` as the message TRA takes, signed with the shop's certificate. */
  signed(element: string): string {
    return signedMessage(element, this.signer);
  }

  /** The one-time registration: the answer's fields, by TRA's names. */
  async register(): Promise<Record<string, string>> {
    const body = this.signed(registrationElement(this.config.tin, this.config.certSerial));
    const answer = await this.post('/api/vfdRegReq', body, { Client: 'webapi' });
    const code = elementText(answer, 'ACKCODE');
    if (code !== '0')
      throw new VfdFailure(`registration refused: ACKCODE ${code}: ${elementText(answer, 'ACKMSG')}`);
    return Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, elementText(answer, name) ?? '']));
  }

  /** A token for the registration's credentials, and how many seconds it lasts. */
  async token(username: string, password: string): Promise<{ token: string; expiresIn: number }> {
    const form = new URLSearchParams({ username, password, grant_type: 'password' });
    const res = await this.fetch('/vfdtoken', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const text = await res.text();
    if (!res.ok) throw new VfdFailure(`token refused: HTTP ${res.status} ${text.slice(0, 200)}`);
    const json = JSON.parse(text) as { access_token?: string; expires_in?: number | string };
    const expiresIn = Number(json.expires_in);
    if (!json.access_token || !Number.isFinite(expiresIn))
      throw new VfdFailure('token answer without a token');
    return { token: json.access_token, expiresIn };
  }

  /** Posts a signed receipt as it was stored; resolves with TRA's acknowledgement (ACKCODE 0). */
  postReceipt(signedXml: string, token: string, routingKey: string): Promise<VfdAck> {
    return this.postSigned('/api/efdmsRctInfo', signedXml, token, routingKey, 'RCTNUM');
  }

  /** Posts a signed Z report as it was stored (docs/receipts.md, "Z report"). */
  postZReport(signedXml: string, token: string): Promise<VfdAck> {
    return this.postSigned('/api/efdmszreport', signedXml, token, 'vfdzreport', 'ZNUMBER');
  }

  private async postSigned(
    path: string,
    signedXml: string,
    token: string,
    routingKey: string,
    numbered: 'RCTNUM' | 'ZNUMBER',
  ): Promise<VfdAck> {
    const answer = await this.post(path, signedXml, {
      'Routing-Key': routingKey,
      Authorization: `bearer ${token}`,
    });
    const ack = Object.fromEntries(
      [numbered, 'DATE', 'TIME', 'ACKCODE', 'ACKMSG'].map((name) => [name, elementText(answer, name) ?? '']),
    );
    if (ack.ACKCODE !== '0') throw new VfdFailure(`refused: ACKCODE ${ack.ACKCODE}: ${ack.ACKMSG}`);
    return ack;
  }

  private async post(path: string, body: string, headers: Record<string, string>): Promise<string> {
    const res = await this.fetch(path, {
      body,
      headers: {
        'content-type': 'application/xml',
        'Cert-Serial': Buffer.from(this.config.certSerial).toString('base64'),
        ...headers,
      },
    });
    const text = await res.text();
    if (res.status === 401 || res.status === 403) throw new VfdFailure(`HTTP ${res.status}`, true);
    if (!res.ok)
      throw new VfdFailure(`HTTP ${res.status}: ${(elementText(text, 'Message') ?? text).slice(0, 200)}`);
    return text;
  }

  private async fetch(
    path: string,
    init: { body: string; headers: Record<string, string> },
  ): Promise<Response> {
    try {
      return await fetch(`${this.config.url}${path}`, {
        method: 'POST',
        ...init,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      throw new VfdFailure(`no answer from ${this.config.url}: ${(err as Error).message}`);
    }
  }
}
