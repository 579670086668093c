/**
 * An object made when it is first used, not when it is declared: a stand-in that makes it (`make`, once) the first time
 * any property is read, tested, listed or written, and then behaves as it. The apps' builds give MUI's default theme
 * this way (tools/vite/mui-parts.ts, ADR 130): MUI makes it while its modules run (a `createTheme()`, ~25 ms of the
 * entry's long task on a phone, CPU slowed 4×), and reads it only for a component drawn outside a ThemeProvider — never
 * in the apps, whose providers give every screen our theme.
 */
export function madeOnFirstUse<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => {
    made ??= make();
    return made;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The stand-in's own target is empty: a property reported as not configurable would break the Proxy's invariants.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
