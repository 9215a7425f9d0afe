/**
 * The lines a plain pg_dump writes before its first object: comments, blank lines, the session's
 * settings and (pg_dump 17+) `\restrict <key>`. No row's text can stand there, so what the backup
 * and the restore change in a dump is looked for there only, never over the rows that follow
 * (docs/backups.md, "What an archive holds").
 */
const HEADER_LINE =
  /^(?:--.*|\s*|SET [a-z_]+ = .*;|SELECT pg_catalog\.set_config\(.*\);|\\restrict [A-Za-z0-9]+)$/;

/** The dump cut where its header ends: `header` holds whole lines, `body` the rest. */
export function splitDumpHeader(dump: string): { header: string; body: string } {
  let end = 0;
  while (end < dump.length) {
    const next = dump.indexOf('\n', end);
    const lineEnd = next === -1 ? dump.length : next + 1;
    if (!HEADER_LINE.test(dump.slice(end, lineEnd).replace(/\r?\n$/, ''))) break;
    end = lineEnd;
  }
  return { header: dump.slice(0, end), body: dump.slice(end) };
}

/**
 * pg_dump 17+ brackets a plain dump with `\restrict <key>` (in its header) and `\unrestrict <key>`
 * (its last command), psql meta-commands that stop a hostile server's text from running as psql
 * commands. The restore loads the dump without psql, so these two lines go, and only these: the key
 * is pg_dump's own, and a row's text (a visitor's message ending in a line `\restrict`) is left whole.
 */
export function withoutPsqlRestrict(dump: string): string {
  const { header, body } = splitDumpHeader(dump);
  const restrict = /^\\restrict ([A-Za-z0-9]+)\r?\n/m.exec(header);
  if (!restrict) return dump;
  const line = `\\unrestrict ${restrict[1]}`;
  const at = body.lastIndexOf(line);
  const after = at === -1 ? '' : body.slice(at + line.length);
  // Its last line, after which pg_dump writes only blank lines and comments.
  if (
    at === -1 ||
    (at > 0 && body[at - 1] !== '\n') ||
    !/^(?:\r?\n(?:--[^\n]*|[ \t\r]*))*\r?\n?$/.test(after)
  ) {
    throw new Error("pg_dump's dump does not end with the \\unrestrict of its \\restrict");
  }
  return (
    header.slice(0, restrict.index) +
    header.slice(restrict.index + restrict[0].length) +
    body.slice(0, at) +
    after.replace(/^\r?\n/, '')
  );
}
