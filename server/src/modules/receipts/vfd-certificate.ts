import { execFile } from 'node:child_process';
import { createPrivateKey, createPublicKey, type KeyObject, sign, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What signs the shop's messages to TRA: the private key of the .pfx TRA issued, and its certificate. */
export type VfdSigner = {
  certificate: X509Certificate;
  /** docs/receipts.md, "Signing": base64 RSA (PKCS #1 v1.5, SHA-1) signature of `element`'s exact bytes. */
  sign(element: string): string;
};

/**
 * Reads TRA's .pfx with the openssl command: Node reads no PKCS #12 itself. Certificates made with
 * older tools use ciphers OpenSSL 3 keeps in its legacy provider, so a refusal is tried again with
 * it. The password goes through the environment, never the command line others can list.
 */
export async function loadVfdSigner(file: string, password: string): Promise<VfdSigner> {
  const pem = await readPfx(file, password);
  const keyPem = pem.match(
    /-----BEGIN (?:RSA )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA )?PRIVATE KEY-----/,
  )?.[0];
  if (!keyPem) throw new Error(`${file}: no private key in the certificate file`);
  const privateKey = createPrivateKey(keyPem);
  const ownPublicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
  // The file may carry TRA's chain too: the shop's certificate is the one of its own key.
  const certificate = [...pem.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)]
    .map(([block]) => new X509Certificate(block))
    .find((cert) => cert.publicKey.export({ type: 'spki', format: 'pem' }) === ownPublicKey);
  if (!certificate) throw new Error(`${file}: no certificate of its private key`);
  return { certificate, sign: (element) => signElement(privateKey, element) };
}

function signElement(privateKey: KeyObject, element: string): string {
  return sign('sha1', Buffer.from(element, 'utf8'), privateKey).toString('base64');
}

async function readPfx(file: string, password: string): Promise<string> {
  const args = ['pkcs12', '-in', file, '-nodes', '-passin', 'env:VFD_PFX_PASSWORD'];
  const env = { ...process.env, VFD_PFX_PASSWORD: password };
  try {
    return (await run('openssl', args, { env })).stdout;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'the openssl command is not installed: it reads the VFD certificate (docs/receipts.md)',
      );
    }
    try {
      return (await run('openssl', [...args, '-legacy'], { env })).stdout;
    } catch (err) {
      const reason = (err as { stderr?: string }).stderr?.trim() || (err as Error).message;
      throw new Error(`cannot read ${file} (wrong VFD_CERT_PASSWORD, or not a .pfx): ${reason}`);
    }
  }
}
