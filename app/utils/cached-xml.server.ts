/**
 * XML files served from the edge cache (`caches.default`): a module describes the document (its
 * cache key, Cache-Control, 404 text and how to build it); this answers, from the cache when the
 * key's copy is there, else built and stored. A key of null (or no cache) always builds.
 */

export type CachedXml = {
  /** The cache key's URL (null: do not cache). */
  key: string | null;
  cacheControl: string;
  /** The 404 text when `build` finds no such document. */
  notFound: string;
  build: () => Promise<string | null>;
};

export async function serveCachedXml(
  doc: CachedXml,
  waitUntil: (promise: Promise<unknown>) => void,
  cache: Cache | undefined = (globalThis.caches as unknown as { default?: Cache } | undefined)?.default,
): Promise<Response> {
  const key = doc.key === null || !cache ? null : new Request(doc.key);
  if (key) {
    const hit = await cache!.match(key);
    if (hit) return hit;
  }
  const xml = await doc.build();
  if (xml === null) {
    return new Response(doc.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const response = new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": doc.cacheControl },
  });
  if (key) waitUntil(cache!.put(key, response.clone()));
  return response;
}
