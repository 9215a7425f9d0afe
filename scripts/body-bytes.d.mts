export function bodyBytes(url: string, encoding: string): Promise<number>;
