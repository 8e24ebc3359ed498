/** Waits until `url` answers 2xx (a server the benchmark started is ready), asking every 250 ms. */
export async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}
