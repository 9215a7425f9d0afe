import type { FastifyBaseLogger } from 'fastify';
import type { VfdConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { loadVfdSigner } from './vfd-certificate';
import { VfdClient } from './vfd-client';
import { leaseSeconds, VfdWorker } from './vfd-worker';

/**
 * TRA's client signing with the shop's certificate, read once: a wrong password or file stops
 * the start, as a bad setting does, rather than the first receipt's post.
 */
export async function vfdClient(config: VfdConfig): Promise<VfdClient> {
  const signer = await loadVfdSigner(config.certFile, config.certPassword);
  return new VfdClient(config, signer);
}

/** docs/receipts.md, "Sending": the worker of a process whose VFD is configured. */
export async function vfdWorker(db: Db, config: VfdConfig, log: FastifyBaseLogger): Promise<VfdWorker> {
  return new VfdWorker(db, await vfdClient(config), log, leaseSeconds(config.timeoutMs));
}
