import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An object this service stored and who it is stored for. One row per object and owner (unique,
 * nulls equal; see the migration): the same bytes uploaded by two admins are one object with two
 * rows, and the object is removed only with its last row.
 */
@Entity({ name: 'uploads' })
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Content-addressed object key: `<sha256 of the stored bytes>.<ext>`. */
  @Column({ name: 'object_key', type: 'text' })
  objectKey: string;

  /** The admin who uploaded it; null for images the system imported (activity photos). */
  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId: number | null;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
