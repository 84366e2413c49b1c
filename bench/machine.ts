// What the machine charges for memory it has not used before. Lighthouse's benchmarkIndex times a
// JavaScript loop, and two machines with the same index can differ in the cost of a first touch
// of a page of memory (a virtual machine, say, whose host backs its memory only when the guest
// touches it: 13.5 to 13.7 µs per page on one such machine). A browser's style, layout and garbage
// collection allocate all the time, so the bench prints this beside the load average, to tell one
// machine's passes from another's.
const PAGE_BYTES = 4096;

/** Microseconds per 4 KiB page to touch `mebibytes` of newly allocated memory once. */
export function firstTouchMicrosPerPage(mebibytes = 256): number {
  const memory = Buffer.allocUnsafeSlow(mebibytes * 1024 * 1024);
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < memory.length; offset += PAGE_BYTES) memory[offset] = 1;
  const elapsedMicros = Number(process.hrtime.bigint() - start) / 1000;
  return elapsedMicros / (memory.length / PAGE_BYTES);
}

/** For the report: `first touch of new memory 13.71 µs per 4 KiB page`. */
export const firstTouchLine = (microsPerPage: number) => `first touch of new memory ${microsPerPage.toFixed(2)} µs per 4 KiB page`;
