/** What one throughput measurement of `npm run bench -- jobs` reports. */
export interface Measured {
  label: string;
  /** Things done (deliveries, jobs). */
  count: number;
  seconds: number;
  perSecond: number;
  /** Why the figure is invalid (lost or doubled work); empty when it is valid. */
  problems: string[];
}
