import { FindOperator, QueryFailedError, type Repository } from 'typeorm';
import { PlanTripDto } from '@roadbook/contracts';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import { TripEntity } from '../trips/entities/trip.entity';
import { planColumns } from '../trips/to-plan';

type Where = Partial<Record<keyof TripEntity, unknown>>;

/** Whether a row matches a TypeORM `where` of plain values, `In([...])` and `Not(x)`. */
function matches(row: TripEntity, where: Where): boolean {
  return Object.entries(where).every(([key, wanted]) => {
    const value = row[key as keyof TripEntity];
    if (wanted instanceof FindOperator) {
      if (wanted.type === 'in') return (wanted.value as unknown[]).includes(value);
      if (wanted.type === 'not') return value !== wanted.value;
      if (wanted.type === 'isNull') return value === null;
      throw new Error(`fake repository: no ${wanted.type} operator`);
    }
    return value === wanted;
  });
}

/**
 * The trips table in memory, for unit specs of the use cases: the reads and writes they make
 * by `where` (plain values, `In`, `Not`, `IsNull`), a unique slug and submission key as
 * PostgreSQL enforces them, and the writes recorded. Queries built in SQL (search, the admin list) are the int-specs' to test.
 */
export class FakeTripRepository {
  readonly rows: TripEntity[] = [];
  readonly updates: [Where, Partial<TripEntity>][] = [];
  private nextId = 1;

  /** A stored trip: a plain plan (planInput's) with `fields` over it. */
  add(fields: Partial<TripEntity>): TripEntity {
    // An entity's declared columns may be own properties set to undefined: those are not given.
    const given = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    const row = Object.assign(new TripEntity(), {
      ...planColumns(plainToInstance(PlanTripDto, planInput({}))),
      id: this.nextId++,
      userId: null,
      ownerTokenHash: null,
      submissionKey: null,
      submissionPlanDigest: null,
      slug: null,
      description: null,
      shareableId: null,
      isPublic: false,
      shareOrigin: null,
      isFeatured: false,
      featuredBy: null,
      isSaved: false,
      version: 1,
      generationStatus: 'ready',
      generationError: null,
      createdAt: new Date(Date.UTC(2026, 10, this.nextId)),
      ...given,
    });
    this.rows.push(row);
    return row;
  }

  asRepository(): Repository<TripEntity> {
    return this as unknown as Repository<TripEntity>;
  }

  findOneBy(where: Where): Promise<TripEntity | null> {
    return Promise.resolve(this.rows.find((row) => matches(row, where)) ?? null);
  }

  findBy(where: Where): Promise<TripEntity[]> {
    return Promise.resolve(this.rows.filter((row) => matches(row, where)));
  }

  /** Newest first, as the use cases ask (`order: { createdAt: 'DESC' }`). */
  find({ where, take }: { where: Where; take?: number }): Promise<TripEntity[]> {
    const found = this.rows
      .filter((row) => matches(row, where))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.resolve(found.slice(0, take));
  }

  existsBy(where: Where): Promise<boolean> {
    return Promise.resolve(this.rows.some((row) => matches(row, where)));
  }

  create(fields: Partial<TripEntity>): TripEntity {
    return Object.assign(new TripEntity(), fields);
  }

  save(trip: TripEntity): Promise<TripEntity> {
    this.assertUniqueFree(trip);
    if (!this.rows.includes(trip)) return Promise.resolve(this.add(trip));
    return Promise.resolve(trip);
  }

  /** A refused write rejects, as TypeORM's does, rather than throwing as it is called. */
  async update(where: Where, columns: Partial<TripEntity>): Promise<{ affected: number }> {
    const rows = this.rows.filter((row) => matches(row, where));
    for (const row of rows) this.assertUniqueFree({ ...row, ...columns });
    for (const row of rows) Object.assign(row, columns);
    this.updates.push([where, columns]);
    return Promise.resolve({ affected: rows.length });
  }

  delete(where: Where): Promise<{ affected: number }> {
    const gone = this.rows.filter((row) => matches(row, where));
    for (const row of gone) this.rows.splice(this.rows.indexOf(row), 1);
    return Promise.resolve({ affected: gone.length });
  }

  /** PostgreSQL's unique indexes on the slug and the submission key, as the error TypeORM raises. */
  private assertUniqueFree(trip: TripEntity): void {
    const taken = (column: 'slug' | 'submissionKey') =>
      trip[column] !== null &&
      trip[column] !== undefined &&
      this.rows.some((row) => row !== trip && row.id !== trip.id && row[column] === trip[column]);
    if (taken('slug') || taken('submissionKey')) {
      const driverError = Object.assign(
        new Error('duplicate key value violates unique constraint'),
        { code: '23505' },
      );
      throw new QueryFailedError('UPDATE "trips"."trips" …', [], driverError);
    }
  }
}
