/** JSON in localStorage that never throws (private mode, quota, corrupt data fall back to defaults). */
export function readStored<T extends object>(key: string, defaults: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return { ...defaults };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { ...defaults };
    // Only known keys with the default's type survive, so old or tampered values cannot break screens.
    const merged = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const value = (parsed as Record<keyof T, unknown>)[key];
      if (value !== undefined && typeof value === typeof defaults[key] && Array.isArray(value) === Array.isArray(defaults[key])) {
        merged[key] = value as T[keyof T];
      }
    }
    return merged;
  } catch {
    return { ...defaults };
  }
}

export function writeStored<T extends object>(key: string, value: T): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the setting lasts for this page only.
  }
}
