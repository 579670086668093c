/** Waits until `url` answers 200 (a host the bench started), polling every half second for up to three minutes. */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not come up`);
}
