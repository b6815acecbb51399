import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How often one event happened on one page on one day (UTC). Nothing about who did it. */
@Entity({ name: 'analytics_daily_counts' })
export class AnalyticsDailyCountEntity {
  /** `YYYY-MM-DD`. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'event_name', type: 'text' })
  eventName: string;

  @PrimaryColumn({ type: 'text' })
  path: string;

  @Column({ type: 'integer' })
  count: number;
}
