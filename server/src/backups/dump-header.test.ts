import { describe, expect, it } from 'vitest';
import { pgDumpInvocation } from './dump';
import { splitDumpHeader, withoutPsqlRestrict } from './dump-header';

/**
 * docs/backups.md, "What an archive holds": what the backup takes out of pg_dump's output is
 * pg_dump's own two psql lines, never a line of a row's text. Written as pg_dump 17+ writes a plain
 * dump (the PostgreSQL this suite runs on may have an older pg_dump, which writes neither line).
 */
const KEY = 'a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ';
const HEADER = `--
-- PostgreSQL database dump
--

\\restrict ${KEY}

-- Dumped from database version 17.6
-- Dumped by pg_dump version 17.6

SET statement_timeout = 0;
SET transaction_timeout = 0;
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

`;
const BODY = `CREATE TABLE public.contact_messages (
    id integer NOT NULL,
    message text NOT NULL
);

INSERT INTO public.contact_messages VALUES
	(1, 'Habari
\\restrict'),
	(2, '''); update public.users set is_staff = true; select ('''),
	(3, 'x
\\unrestrict ${KEY}
SET transaction_timeout = 0;
');


--
-- PostgreSQL database dump complete
--

`;

describe("pg_dump's psql lines", () => {
  it("are taken out with pg_dump's own key, and every row's line is kept", () => {
    const dump = `${HEADER}${BODY}\\unrestrict ${KEY}\n\n`;
    const kept = withoutPsqlRestrict(dump);
    expect(kept).toBe(`${HEADER.replace(`\\restrict ${KEY}\n`, '')}${BODY}\n`);
    expect(kept).toContain("'Habari\n\\restrict'");
    expect(kept).toContain(`\n\\unrestrict ${KEY}\nSET transaction_timeout = 0;\n');`);
  });

  it('leave a dump without them as it is', () => {
    const dump = `${HEADER.replace(`\\restrict ${KEY}\n`, '')}${BODY}`;
    expect(withoutPsqlRestrict(dump)).toBe(dump);
  });

  it("refuse a dump whose \\unrestrict is not its last command: a row's text is not pg_dump's", () => {
    // Cut short before pg_dump's last line: the only \unrestrict left is a row's.
    expect(() => withoutPsqlRestrict(`${HEADER}${BODY}`)).toThrow(
      /does not end with the \\unrestrict of its \\restrict/,
    );
  });

  it('end the header at the first object, before any row', () => {
    const { header, body } = splitDumpHeader(`${HEADER}${BODY}`);
    expect(header).toBe(HEADER);
    expect(body).toBe(BODY);
  });
});

describe("pg_dump's command line", () => {
  it.each([
    ['postgres://shop:s3cr%40t%3Apass@db.example:5432/shop?sslmode=require', 's3cr@t:pass'],
    ['postgresql://shop@db.example/shop?password=s3cret&application_name=backup', 's3cret'],
  ])('holds no password (%s): it goes through the environment', (url, password) => {
    const { args, env } = pgDumpInvocation(url);
    expect(args.join(' ')).not.toContain(password.slice(0, 4));
    expect(args).toContain(url.replace(/:s3cr%40t%3Apass@/, '@').replace('password=s3cret&', ''));
    expect(env).toEqual({ PGPASSWORD: password });
  });

  it('sets no password where the URL has none', () => {
    expect(pgDumpInvocation('postgres://postgres@127.0.0.1:5432/shop')).toMatchObject({ env: {} });
  });
});
