/** Quality values of an Accept-Encoding header ("br;q=0.5, gzip" -> br 0.5, gzip 1); `*` covers the rest. */
export function encodingQualities(header: string | undefined): (encoding: string) => number {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = qParameter ? Number(qParameter.slice(2)) : 1;
    qualities.set(name, Number.isFinite(quality) ? quality : 0);
  }
  return (encoding) => qualities.get(encoding) ?? qualities.get('*') ?? 0;
}
