import { verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { makeTestCertificate } from '#server/test/tra-vfd-stand-in.ts';
import { loadVfdSigner } from './vfd-certificate';

const VFD = {
  VFD_URL: 'https://vfd.tra.go.tz/',
  VFD_TIN: '123456789',
  VFD_CERT_FILE: fileURLToPath(import.meta.url),
  VFD_CERT_PASSWORD: 'secret',
  VFD_CERT_SERIAL: '1a2b3c',
};

describe('VFD settings', () => {
  it('are all given or none', () => {
    expect(loadConfig({}).vfd).toBeUndefined();
    expect(loadConfig(VFD).vfd).toMatchObject({
      url: 'https://vfd.tra.go.tz',
      tin: '123456789',
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ ...VFD, VFD_CERT_SERIAL: '' })).toThrow(
      'VFD_CERT_SERIAL: required with VFD_URL, VFD_TIN, VFD_CERT_FILE, VFD_CERT_PASSWORD',
    );
  });

  it('refuse a TIN that is not 9 digits, plain http to another machine, and a certificate file that is not there', () => {
    expect(() => loadConfig({ ...VFD, VFD_TIN: '12345678A' })).toThrow(
      'VFD_TIN: must be the 9 digits of the TIN',
    );
    expect(() => loadConfig({ ...VFD, VFD_URL: 'http://vfd.tra.go.tz' })).toThrow('VFD_URL: must be https');
    expect(loadConfig({ ...VFD, VFD_URL: 'http://127.0.0.1:9000' }).vfd?.url).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ ...VFD, VFD_CERT_FILE: '/nowhere/vfd.pfx' })).toThrow(
      'VFD_CERT_FILE: no such file',
    );
  });

  it("read TRA's certificate with its password, and say so when the password is wrong", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vfd-cert-'));
    try {
      const { pfx, certificate } = await makeTestCertificate(dir, 'right-password');
      const signer = await loadVfdSigner(pfx, 'right-password');
      expect(signer.certificate.fingerprint256).toBe(certificate.fingerprint256);
      const signature = signer.sign('<RCT><GC>1</GC></RCT>');
      expect(
        verify(
          'sha1',
          Buffer.from('<RCT><GC>1</GC></RCT>'),
          certificate.publicKey,
          Buffer.from(signature, 'base64'),
        ),
      ).toBe(true);
      await expect(loadVfdSigner(pfx, 'wrong-password')).rejects.toThrow(
        'wrong VFD_CERT_PASSWORD, or not a .pfx',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
