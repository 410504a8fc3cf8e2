// The modules' deps naming a module's inner file, on purpose.
import type { hallOf } from './modules/halls/seats.ts';

export type AppDeps = { hallOf: typeof hallOf };
