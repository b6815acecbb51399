import { Injectable } from '@nestjs/common';
import { HotStatements, TableRows } from '@roadbook/platform/database';
import { TripEntity } from './entities/trip.entity';

/**
 * The trips table on its hottest paths, without TypeORM's query builder (TableRows): a trip by
 * its id (every trip page, progress stream and change starts with it) at half the CPU of
 * `findOneBy`, and a new draft, one per plan submission.
 */
@Injectable()
export class TripRows {
  private readonly rows: TableRows<TripEntity>;
  private readonly bySubmission: TableRows<TripEntity>;

  constructor(statements: HotStatements) {
    this.rows = new TableRows(statements, TripEntity, 'id');
    this.bySubmission = new TableRows(statements, TripEntity, 'submissionKey');
  }

  byId(id: number): Promise<TripEntity | null> {
    return this.rows.findOne(id);
  }

  /**
   * One INSERT … RETURNING: the new trip with its id and every default; null, and nothing
   * inserted, when a trip was made by the same submission (`submissionKey`).
   */
  insertUnlessSubmitted(values: Partial<TripEntity>): Promise<TripEntity | null> {
    return this.rows.insertUnlessTaken(values, 'submissionKey');
  }

  /** The trip a submission made (plan-submission.ts). */
  bySubmissionKey(submissionKey: string): Promise<TripEntity | null> {
    return this.bySubmission.findOne(submissionKey);
  }
}
