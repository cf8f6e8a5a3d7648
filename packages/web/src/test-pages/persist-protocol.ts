/** How one persistence scenario went in the browser. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly error?: string;
}
