/** What a staff command answers, whether it ran in this process or inside the shop (decision 0734). */
export interface AdminResult {
  /** 0 done, 2 bad input (nothing changed), 1 failure. */
  exitCode: number;
  output: string;
}
