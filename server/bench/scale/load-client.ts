/**
 * The laptop list at `argv[3]` connections, each request a search, filter and order not asked
 * before (so each one misses the public cache), against `argv[2]` for `argv[4]` seconds after a
 * 2 s warm-up. Run by run.ts in a process of its own; prints `measuring` as the warm-up ends, then
 * autocannon's result as JSON with `clientCpuMs`, its own CPU while measuring.
 */
import autocannon from 'autocannon';

const [address, connections, seconds] = process.argv.slice(2) as [string, string, string];
const words = ['', 'dell', 'thinkpad', 'mac', 'pro', 'asus 10', 'hp', 'book', 'latitude'];
const orderings = ['newest', 'price', '-price', 'name', 'rating'];
let n = 0;
const distinct = (request: { path: string }) => {
  n += 1;
  const search = words[n % words.length];
  const params = new URLSearchParams({
    ordering: orderings[(n >> 2) % orderings.length]!,
    min_price: String(n),
    ...(n % 3 === 0 && { max_price: String(1_000_000 + (n % 40) * 100_000) }),
    ...(search && { search }),
    ...(n % 5 === 0 && { page: String(1 + (n % 4)) }),
  });
  request.path = `/api/fursa/products/?${params}`;
  return request;
};
const options = { url: address, connections: Number(connections), requests: [{ setupRequest: distinct }] };
await autocannon({ ...options, duration: 2 });
// The parent starts counting the server's and the database's CPU here (run.ts, cpuSplit).
process.stdout.write('measuring\n');
const cpu = process.cpuUsage();
const result = await autocannon({ ...options, duration: Number(seconds) });
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ ...result, clientCpuMs: (used.user + used.system) / 1000 }));
