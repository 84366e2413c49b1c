// A flow: one thing a reader does, written once against support/ui.ts and run in every engine.
import type { Ui } from '../support/ui';

export interface Flow {
  /** What the flow proves, as a test name. */
  name: string;
  run(ui: Ui): Promise<void>;
}
