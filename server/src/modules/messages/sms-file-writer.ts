import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/**
 * docs/messages.md: without Africa's Talking, each SMS is written as a text file under
 * DATA_DIR/sms/, as e-mails are without SMTP, so a new shop can read what it would have texted.
 */
export function smsFileWriter(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const folder = path.join(dataDir, 'sms');
  return {
    async send(to, text, { id, kind }) {
      await fs.mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${id}-${kind}.txt`);
      await fs.writeFile(file, `To: +${to}\n\n${text}\n`);
      log.info({ file, kind }, `SMS written to ${file}`);
    },
  };
}
