/**
 * An environment file read as systemd reads a unit's `EnvironmentFile=` (deploy/shop@.service
 * loads /etc/shop/shop.env so), for `npm run doctor -- --environment-file` (docs/deploy.md, "Ready for
 * production"): the doctor must see the values the service sees. systemd's rules: lines starting with `#` or `;` are comments; blanks around the key and before the
 * value are dropped, and after an unquoted value; a value keeps its spaces, `&`, `<` and `#`; single
 * quotes keep everything, double quotes unescape `\"`, `\\`, `` \` `` and `\$`; a backslash at a line's
 * end continues the value on the next line; a line without `=` is skipped, and so is a name that is
 * not a valid variable name; a name set twice keeps its last value. Not a shell: no `export`, no
 * `$VAR` expansion.
 */
export function parseEnvFile(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  const push = (key: string, value: string) => {
    if (VALID_NAME.test(key)) vars[key] = value;
  };
  type State =
    | 'preKey'
    | 'key'
    | 'preValue'
    | 'value'
    | 'valueEscape'
    | 'single'
    | 'double'
    | 'doubleEscape'
    | 'comment'
    | 'commentEscape';
  let state: State = 'preKey';
  let key = '';
  let value = '';
  // Where the trailing blanks of an unquoted value (or of the key) start, to cut them off.
  let valueBlank: number | undefined;
  let keyBlank: number | undefined;
  const endOfAssignment = (cutValueBlanks: boolean) => {
    push(key.slice(0, keyBlank), cutValueBlanks ? value.slice(0, valueBlank) : value);
    key = '';
    value = '';
    state = 'preKey';
  };
  for (const c of text) {
    switch (state) {
      case 'preKey':
        if (COMMENTS.includes(c)) state = 'comment';
        else if (!WHITESPACE.includes(c)) {
          state = 'key';
          keyBlank = undefined;
          key = c;
        }
        break;
      case 'key':
        if (NEWLINES.includes(c)) {
          state = 'preKey';
          key = '';
        } else if (c === '=') {
          state = 'preValue';
          valueBlank = undefined;
        } else {
          if (!WHITESPACE.includes(c)) keyBlank = undefined;
          else keyBlank ??= key.length;
          key += c;
        }
        break;
      case 'preValue':
        if (NEWLINES.includes(c)) endOfAssignment(false);
        else if (c === "'") state = 'single';
        else if (c === '"') state = 'double';
        else if (c === '\\') state = 'valueEscape';
        else if (!WHITESPACE.includes(c)) {
          state = 'value';
          value += c;
        }
        break;
      case 'value':
        if (NEWLINES.includes(c)) endOfAssignment(true);
        else if (c === '\\') {
          state = 'valueEscape';
          valueBlank = undefined;
        } else {
          if (!WHITESPACE.includes(c)) valueBlank = undefined;
          else valueBlank ??= value.length;
          value += c;
        }
        break;
      case 'valueEscape':
        state = 'value';
        if (!NEWLINES.includes(c)) value += c;
        break;
      case 'single':
        if (c === "'") state = 'preValue';
        else value += c;
        break;
      case 'double':
        if (c === '"') state = 'preValue';
        else if (c === '\\') state = 'doubleEscape';
        else value += c;
        break;
      case 'doubleEscape':
        state = 'double';
        if (SHELL_NEED_ESCAPE.includes(c)) value += c;
        else if (c !== '\n') value += `\\${c}`;
        break;
      case 'comment':
        if (c === '\\') state = 'commentEscape';
        else if (NEWLINES.includes(c)) state = 'preKey';
        break;
      case 'commentEscape':
        state = NEWLINES.includes(c) ? 'preKey' : 'comment';
        break;
    }
  }
  if (['preValue', 'value', 'valueEscape', 'single', 'double', 'doubleEscape'].includes(state)) {
    endOfAssignment(state === 'value');
  }
  return vars;
}

const COMMENTS = '#;';
const WHITESPACE = ' \t\n\r';
const NEWLINES = '\n\r';
const SHELL_NEED_ESCAPE = '"\\`$';
// systemd drops an assignment whose name is not one a shell could set (env_name_is_valid).
const VALID_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
