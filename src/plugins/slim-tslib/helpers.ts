// The tslib helpers the CommonJS packages of the browser bundle call (src/plugins/slim-tslib), as
// tslib 2 writes them. tests/unit/internals.test.ts fails if those packages start calling another.
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
