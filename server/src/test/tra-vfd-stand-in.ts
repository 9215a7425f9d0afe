import { execFile } from 'node:child_process';
import { randomBytes, verify, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TAX_CODE_PERCENT, TAX_CODES } from '@shop/contract/receipts';

const run = promisify(execFile);

/**
 * A local stand-in of TRA's VFD API, for tests only, written from the public rules
 * (docs/receipts.md, "What TRA's rules say"): registration, token and receipts, each message's
 * signature checked against the test certificate this file makes, the counters and dates checked
 * as TRA checks them, and failures a test asks for.
 */

/** A receipt the stand-in accepted, as it read it. */
export type AcceptedReceipt = {
  gc: number;
  dc: number;
  znum: string;
  date: string;
  time: string;
  xml: string;
};

/** A Z report the stand-in accepted: its day and what it said the day's receipts came to. */
export type AcceptedZReport = { znum: string; total: string; tickets: number; xml: string };

/** What the next request of a kind meets: an HTTP 500, a refusal (a non-zero ACKCODE), a cut connection, or no answer. */
export type Failure = { status: 500 } | { ackCode: string; message: string } | 'cut' | 'silence';

type Kind = 'register' | 'token' | 'receipt' | 'zreport';

export type TraStandIn = {
  url: string;
  /** The VFD_* settings of a shop that talks to this stand-in with the test certificate. */
  env: Record<string, string>;
  /** Receipts accepted, in the order they came. */
  accepted: AcceptedReceipt[];
  /** Z reports accepted, in the order they came. */
  zReports: AcceptedZReport[];
  /** Receipts posted again after TRA had accepted them (the rules say never). */
  duplicates: number;
  /** Receipts refused because they broke a rule, with the rule. */
  refused: string[];
  /** Receipt requests that arrived, whatever became of them. */
  received: number;
  tokensIssued: number;
  registrations: number;
  /** How long the next tokens last, in seconds. */
  tokenSeconds: number;
  /** The GC the next registration answers (the last receipt TRA knows of this VFD). */
  registrationGc: number;
  /** The next `times` requests of `kind` meet `failure`. */
  fail(kind: Kind, failure: Failure, times?: number): void;
  /** Every token issued so far is expired, as TRA's clock would make it. */
  expireTokens(): void;
  close(): Promise<void>;
};

const RECEIPT_CODE = 'TST9A1';
const SERIAL = '10TZ100999';

/** A test RSA key and self-signed certificate in a .pfx under `dir`, as TRA issues them. */
export async function makeTestCertificate(dir: string, password: string) {
  const key = path.join(dir, 'vfd-key.pem');
  const cert = path.join(dir, 'vfd-cert.pem');
  const pfx = path.join(dir, 'vfd.pfx');
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert],
    ...['-subj', '/CN=IGSUM FURSA VFD test', '-days', '2'],
  ]);
  await run(
    'openssl',
    ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', pfx, '-passout', 'env:PFX_PASSWORD'],
    {
      env: { ...process.env, PFX_PASSWORD: password },
    },
  );
  return { pfx, certificate: new X509Certificate(fs.readFileSync(cert)) };
}

export async function startTraStandIn(): Promise<TraStandIn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tra-vfd-'));
  const password = randomBytes(8).toString('hex');
  const certSerial = randomBytes(6).toString('hex');
  const tin = '123456789';
  const { pfx, certificate } = await makeTestCertificate(dir, password);
  const credentials = {
    username: `vfd${randomBytes(3).toString('hex')}`,
    password: randomBytes(9).toString('hex'),
  };
  const tokens = new Map<string, number>();
  const failures: { kind: Kind; failure: Failure }[] = [];
  const silent = new Set<http.ServerResponse>();

  const state: TraStandIn = {
    url: '',
    env: {},
    accepted: [],
    zReports: [],
    duplicates: 0,
    refused: [],
    received: 0,
    tokensIssued: 0,
    registrations: 0,
    tokenSeconds: 3600,
    registrationGc: 0,
    fail: (kind, failure, times = 1) => {
      for (let i = 0; i < times; i++) failures.push({ kind, failure });
    },
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    close: async () => {
      for (const res of silent) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  const text = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
  /** The element before the signature, if the signature is the certificate's over its exact bytes. */
  const signedElement = (body: string): string | undefined => {
    const found = body.match(
      /<EFDMS>(<(RCT|REGDATA|ZREPORT)>[\s\S]*<\/\2>)<EFDMSSIGNATURE>([^<]+)<\/EFDMSSIGNATURE><\/EFDMS>$/,
    );
    if (!found) return undefined;
    const [, element, , signature] = found;
    const ok = verify(
      'sha1',
      Buffer.from(element!, 'utf8'),
      certificate.publicKey,
      Buffer.from(signature!, 'base64'),
    );
    return ok ? element : undefined;
  };
  const serialHeaderOk = (req: http.IncomingMessage) =>
    req.headers['cert-serial'] === Buffer.from(certSerial).toString('base64');

  const register = (req: http.IncomingMessage, body: string) => {
    const element = signedElement(body);
    if (!element || !serialHeaderOk(req) || req.headers.client !== 'webapi') {
      return {
        status: 500,
        body: '<Error><Message>Invalid signature or certificate serial</Message></Error>',
      };
    }
    if (text(element, 'TIN') !== tin || text(element, 'CERTKEY') !== certSerial) {
      return { status: 200, body: efdms('EFDMSRESP', { ACKCODE: '2', ACKMSG: 'UNKNOWN TIN OR CERTKEY' }) };
    }
    state.registrations += 1;
    return {
      status: 200,
      body: efdms('EFDMSRESP', {
        ACKCODE: '0',
        ACKMSG: 'Registration Successful',
        REGID: 'TZ0100553111',
        SERIAL,
        UIN: '09VFDWEBAPI-1234567891234567TZ100999',
        TIN: tin,
        VRN: '40-012345-A',
        MOBILE: '0713000000',
        ADDRESS: 'P.O.BOX 100',
        STREET: 'Samora Avenue',
        CITY: 'Dar es Salaam',
        COUNTRY: 'TANZANIA',
        NAME: 'IGSUM & FURSA Ltd',
        RECEIPTCODE: RECEIPT_CODE,
        REGION: 'Ilala',
        ROUTINGKEY: 'vfdrct',
        GC: String(state.registrationGc),
        TAXOFFICE: 'Tax Office Ilala',
        USERNAME: credentials.username,
        PASSWORD: credentials.password,
        TOKENPATH: 'vfdtoken',
      }),
    };
  };

  const token = (body: string) => {
    const form = new URLSearchParams(body);
    if (
      form.get('username') !== credentials.username ||
      form.get('password') !== credentials.password ||
      form.get('grant_type') !== 'password'
    ) {
      return { status: 400, body: JSON.stringify({ error: 'invalid_grant' }) };
    }
    const issued = randomBytes(16).toString('hex');
    tokens.set(issued, Date.now() + state.tokenSeconds * 1000);
    state.tokensIssued += 1;
    return {
      status: 200,
      body: JSON.stringify({ access_token: issued, token_type: 'bearer', expires_in: state.tokenSeconds }),
    };
  };

  const receipt = (req: http.IncomingMessage, body: string) => {
    const bearer = /^bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((tokens.get(bearer) ?? 0) <= Date.now()) return { status: 401, body: '' };
    const element = signedElement(body);
    if (!element || !serialHeaderOk(req) || req.headers['routing-key'] !== 'vfdrct') {
      return { status: 500, body: '<Error><Message>Invalid signature or headers</Message></Error>' };
    }
    const gc = Number(text(element, 'GC'));
    const known = state.accepted.find((r) => r.gc === gc);
    if (known?.xml === element) {
      state.duplicates += 1;
      return { status: 200, body: rctAck(known, '0', 'Duplicate, already saved') };
    }
    const problem = ruleBroken(element, state.accepted.at(-1));
    const date = text(element, 'DATE') ?? '';
    const time = text(element, 'TIME') ?? '';
    const read = {
      gc,
      dc: Number(text(element, 'DC')),
      znum: text(element, 'ZNUM') ?? '',
      date,
      time,
      xml: element,
    };
    if (problem) {
      state.refused.push(problem);
      return { status: 200, body: rctAck(read, '9', problem) };
    }
    state.accepted.push(read);
    return { status: 200, body: rctAck(read, '0', 'Success') };
  };

  /** A day's Z report: after its receipts, days in order, its totals those of the receipts accepted. */
  const zReport = (req: http.IncomingMessage, body: string) => {
    const bearer = /^bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((tokens.get(bearer) ?? 0) <= Date.now()) return { status: 401, body: '' };
    const element = signedElement(body);
    if (!element || !serialHeaderOk(req) || req.headers['routing-key'] !== 'vfdzreport') {
      return { status: 500, body: '<Error><Message>Invalid signature or headers</Message></Error>' };
    }
    const znum = text(element, 'ZNUMBER') ?? '';
    const ofDay = state.accepted.filter((r) => r.znum === znum);
    const total = text(element, 'DAILYTOTALAMOUNT') ?? '';
    const problem =
      znum !== (text(element, 'DATE') ?? '').replaceAll('-', '')
        ? 'ZNUMBER is not the date'
        : state.zReports.some((z) => z.znum >= znum)
          ? 'Z report out of order'
          : zTotalsBroken(element, ofDay);
    const ack = (code: string, message: string) =>
      efdms('ZACK', {
        ZNUMBER: znum,
        DATE: text(element, 'DATE') ?? '',
        TIME: '',
        ACKCODE: code,
        ACKMSG: message,
      });
    if (problem) {
      state.refused.push(problem);
      return { status: 200, body: ack('9', problem) };
    }
    state.zReports.push({ znum, total, tickets: ofDay.length, xml: element });
    return { status: 200, body: ack('0', 'Success') };
  };

  /** The rule of docs/receipts.md, "Counters" (and the totals) `rct` breaks, after `last`. */
  const ruleBroken = (rct: string, last: AcceptedReceipt | undefined): string | undefined => {
    const n = (name: string) => Number(text(rct, name));
    const gc = n('GC');
    const znum = text(rct, 'ZNUM') ?? '';
    const date = text(rct, 'DATE') ?? '';
    if (text(rct, 'TIN') !== tin || text(rct, 'EFDSERIAL') !== SERIAL) return 'not this VFD';
    if (gc !== (last?.gc ?? state.registrationGc) + 1) return `GC ${gc} out of sequence`;
    if (n('RCTNUM') !== gc) return 'RCTNUM is not GC';
    if (znum !== date.replaceAll('-', '')) return 'ZNUM is not the receipt date';
    if (last && znum < last.znum) return 'ZNUM older than the previous receipt';
    if (n('DC') !== (last?.znum === znum ? last.dc + 1 : 1)) return `DC ${n('DC')} out of sequence`;
    if (text(rct, 'RCTVNUM') !== `${RECEIPT_CODE}${gc}`) return 'RCTVNUM is not RECEIPTCODE and GC';
    if (Date.parse(`${date}T${text(rct, 'TIME')}+03:00`) > Date.now() + 60_000) return 'dated in the future';
    const amounts = amountsBroken(rct);
    if (amounts) return amounts;
    return sumOf(rct, 'TOTALTAXINCL') < 0n ? creditNoteRuleBroken(rct, gc) : undefined;
  };

  /**
   * docs/receipts.md, "Shillings only": the day's Z report adds up the receipts accepted that day,
   * exactly: its total (net of credit notes) and what those gave back, its count of fiscal tickets
   * (every RCT of the day, credit notes included), VAT per rate and payments per type, and GROSS
   * every receipt accepted up to that day (counted from this VFD's first receipt only).
   */
  const zTotalsBroken = (z: string, ofDay: AcceptedReceipt[]): string | undefined => {
    const malformed = malformedAmount(z, Z_AMOUNTS);
    if (malformed) return malformed;
    const day = (name: string) => ofDay.reduce((sum, r) => sum + sumOf(r.xml, name), 0n);
    const credited = ofDay.reduce((sum, r) => sum - min0(sumOf(r.xml, 'TOTALTAXINCL')), 0n);
    if (
      sumOf(z, 'DAILYTOTALAMOUNT') !== day('TOTALTAXINCL') ||
      Number(text(z, 'TICKETSFISCAL')) !== ofDay.length ||
      sumOf(z, 'CORRECTIONS') !== credited
    ) {
      return 'totals differ from the receipts';
    }
    if (state.registrationGc === 0) {
      const upTo = state.accepted.filter((r) => r.znum <= (text(z, 'ZNUMBER') ?? ''));
      if (sumOf(z, 'GROSS') !== upTo.reduce((sum, r) => sum + sumOf(r.xml, 'TOTALTAXINCL'), 0n)) {
        return 'GROSS differs from the receipts';
      }
    }
    const vat = pairs(z, 'VATTOTALS', ['VATRATE', 'NETTAMOUNT', 'TAXAMOUNT']);
    for (const code of TAX_CODES) {
      const ofCode = ofDay.flatMap((r) =>
        pairs(r.xml, 'VATTOTALS', ['VATRATE', 'NETTAMOUNT', 'TAXAMOUNT']).filter(([c]) => c === code),
      );
      const reported = vat.filter(([rate]) => rate === `${code}-${TAX_CODE_PERCENT[code].toFixed(2)}`);
      const net = ofCode.reduce((sum, [, n]) => sum + cents(n)!, 0n);
      const tax = ofCode.reduce((sum, [, , t]) => sum + cents(t)!, 0n);
      if (reported.length !== 1 || cents(reported[0]![1]) !== net || cents(reported[0]![2]) !== tax) {
        return `VAT of rate ${code} differs from the receipts`;
      }
    }
    const paid = pairs(z, 'PAYMENTS', ['PMTTYPE', 'PMTAMOUNT']);
    const byType = ofDay.flatMap((r) => pairs(r.xml, 'PAYMENTS', ['PMTTYPE', 'PMTAMOUNT']));
    const types = new Set([...paid, ...byType].map(([type]) => type));
    for (const type of types) {
      const reported = paid.filter(([t]) => t === type).reduce((sum, [, a]) => sum + cents(a)!, 0n);
      const receipted = byType.filter(([t]) => t === type).reduce((sum, [, a]) => sum + cents(a)!, 0n);
      if (reported !== receipted) return `payments by ${type} differ from the receipts`;
    }
    return undefined;
  };

  /**
   * docs/receipts.md, "Credit notes": the public rules have no message of their own for a refund, so
   * a credit note is an RCT of negative amounts whose every item names the receipt it credits
   * ("Refund of receipt <GC>: ..."), an earlier one accepted here, and the credits to a receipt
   * never add up to more than it was.
   */
  const creditNoteRuleBroken = (rct: string, gc: number): string | undefined => {
    const amounts = [...rct.matchAll(/<AMT>([^<]*)<\/AMT>/g)].map(([, v]) => cents(v)!);
    if (amounts.some((amount) => amount >= 0n) || sumOf(rct, 'PMTAMOUNT') >= 0n) {
      return 'a credit note mixes signs';
    }
    const credited = creditedGc(rct);
    if (credited === undefined) return 'a credit note names no receipt';
    const original = state.accepted.find((r) => r.gc === credited);
    if (!original || credited >= gc || creditedGc(original.xml) !== undefined) {
      return `a credit note of receipt ${credited}, which TRA does not have`;
    }
    const totalOf = (xml: string) => sumOf(xml, 'TOTALTAXINCL');
    const creditedBefore = state.accepted
      .filter((r) => creditedGc(r.xml) === credited)
      .reduce((sum, r) => sum - totalOf(r.xml), 0n);
    if (creditedBefore - totalOf(rct) > totalOf(original.xml)) return `credits above receipt ${credited}`;
    return undefined;
  };
  /** The GC every item of a credit note names; undefined for a receipt or when they differ. */
  const creditedGc = (rct: string): number | undefined => {
    const named = [...rct.matchAll(/<DESC>([^<]*)<\/DESC>/g)].map(
      ([, desc]) => /^Refund of receipt (\d+): /.exec(desc!)?.[1],
    );
    const first = named[0];
    return first !== undefined && named.every((n) => n === first) ? Number(first) : undefined;
  };

  const handlers: Record<
    string,
    { kind: Kind; answer: (req: http.IncomingMessage, body: string) => { status: number; body: string } }
  > = {
    '/api/vfdRegReq': { kind: 'register', answer: register },
    '/vfdtoken': { kind: 'token', answer: (_req, body) => token(body) },
    '/api/efdmsRctInfo': { kind: 'receipt', answer: receipt },
    '/api/efdmszreport': { kind: 'zreport', answer: zReport },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const handler = req.method === 'POST' ? handlers[req.url ?? ''] : undefined;
      if (!handler) return void res.writeHead(404).end();
      if (handler.kind === 'receipt') state.received += 1;
      const index = failures.findIndex((f) => f.kind === handler.kind);
      const failure = index >= 0 ? failures.splice(index, 1)[0]!.failure : undefined;
      if (failure === 'cut') return void res.destroy();
      if (failure === 'silence') return void silent.add(res);
      if (failure && 'status' in failure)
        return void res.writeHead(500).end('<Error><Message>Internal error</Message></Error>');
      const answer =
        failure && handler.kind === 'receipt'
          ? {
              status: 200,
              body: efdms('RCTACK', {
                RCTNUM: '0',
                DATE: '',
                TIME: '',
                ACKCODE: failure.ackCode,
                ACKMSG: failure.message,
              }),
            }
          : handler.answer(req, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(answer.status, {
        'content-type': handler.kind === 'token' ? 'application/json' : 'application/xml',
      });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.env = {
    VFD_URL: state.url,
    VFD_TIN: tin,
    VFD_CERT_FILE: pfx,
    VFD_CERT_PASSWORD: password,
    VFD_CERT_SERIAL: certSerial,
    // Generous: at load 20 a post signed and answered in this process took over a second, and the
    // worker counted it failed (vfd.test.ts, 2026-11-29). No test waits for this timeout.
    VFD_TIMEOUT_MS: '15000',
  };
  return state;
}

/** The amounts of a receipt and of a Z report: TZS with two decimals, as TRA takes them. */
const RCT_AMOUNTS = [
  'AMT',
  'TOTALTAXEXCL',
  'TOTALTAXINCL',
  'DISCOUNT',
  'PMTAMOUNT',
  'NETTAMOUNT',
  'TAXAMOUNT',
];
const Z_AMOUNTS = ['DAILYTOTALAMOUNT', 'GROSS', 'CORRECTIONS', 'PMTAMOUNT', 'NETTAMOUNT', 'TAXAMOUNT'];

/** "1234.50" as 123450n, exactly; undefined for anything but an amount with two decimals. */
function cents(value: string | undefined): bigint | undefined {
  return value !== undefined && /^-?\d{1,12}\.\d{2}$/.test(value)
    ? BigInt(value.replace('.', ''))
    : undefined;
}

const min0 = (n: bigint) => (n < 0n ? n : 0n);

/** Every `<name>` of `xml`. */
function all(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map(([, v]) => v!);
}

/** The sum of every `<name>` of `xml` (each checked well-formed before). */
function sumOf(xml: string, name: string): bigint {
  return all(xml, name).reduce((sum, v) => sum + (cents(v) ?? 0n), 0n);
}

/** The first of `names` in `xml` that is not an amount with two decimals. */
function malformedAmount(xml: string, names: string[]): string | undefined {
  const bad = names.find((name) => all(xml, name).some((v) => cents(v) === undefined));
  return bad ? `${bad} is not an amount in shillings with two decimals` : undefined;
}

/** The runs of `names` inside `<wrapper>`, which TRA's rules put one after another with no element around each. */
function pairs(xml: string, wrapper: string, names: string[]): string[][] {
  const inside = xml.match(new RegExp(`<${wrapper}>([\\s\\S]*?)</${wrapper}>`))?.[1] ?? '';
  const columns = names.map((name) => all(inside, name));
  return columns[0]!.map((_, i) => columns.map((column) => column[i] ?? ''));
}

/**
 * docs/receipts.md, "Shillings only": the amounts of an RCT add up in shillings and cents, exactly:
 * items and payments to the total, each rate's net and VAT to its items, the VAT of a rate within a
 * cent a line of the rate's share of its items (VAT is rounded per line), and the VAT totals to the
 * total less its part without VAT. A receipt converted in part (a total in shillings over lines in
 * dollars, or dollar VAT on shilling lines) breaks one of them.
 */
function amountsBroken(rct: string): string | undefined {
  const malformed = malformedAmount(rct, RCT_AMOUNTS);
  if (malformed) return malformed;
  const total = sumOf(rct, 'TOTALTAXINCL');
  if (sumOf(rct, 'AMT') !== total || sumOf(rct, 'PMTAMOUNT') !== total)
    return 'items or payments do not add up';
  if (sumOf(rct, 'TAXAMOUNT') !== total - sumOf(rct, 'TOTALTAXEXCL')) return 'VAT totals do not add up';
  const items = pairs(rct, 'ITEMS', ['TAXCODE', 'AMT']);
  const rates = pairs(rct, 'VATTOTALS', ['VATRATE', 'NETTAMOUNT', 'TAXAMOUNT']);
  for (const code of TAX_CODES) {
    const number = String(TAX_CODES.indexOf(code) + 1);
    const of = items.filter(([taxCode]) => taxCode === number);
    const rate = rates.filter(([letter]) => letter === code);
    if (of.length === 0 && rate.length === 0) continue;
    if (rate.length !== 1) return `VAT totals of rate ${code} missing or repeated`;
    const gross = of.reduce((sum, [, amount]) => sum + cents(amount)!, 0n);
    const [, net, vat] = rate[0]!.map((v) => cents(v) ?? 0n);
    if (net! + vat! !== gross) return `VAT totals of rate ${code} do not add up to its items`;
    const percent = BigInt(TAX_CODE_PERCENT[code]);
    const off = vat! * (100n + percent) - gross * percent;
    if ((off < 0n ? -off : off) > BigInt(of.length) * (100n + percent))
      return `VAT of rate ${code} is not ${percent}%`;
  }
  return undefined;
}

function efdms(element: string, fields: Record<string, string>): string {
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><EFDMS><${element}>${inner}</${element}><EFDMSSIGNATURE>c3RhbmQtaW4=</EFDMSSIGNATURE></EFDMS>`;
}

function rctAck(receipt: { gc: number; date: string; time: string }, code: string, message: string): string {
  return efdms('RCTACK', {
    RCTNUM: String(receipt.gc),
    DATE: receipt.date,
    TIME: receipt.time,
    ACKCODE: code,
    ACKMSG: message,
  });
}
