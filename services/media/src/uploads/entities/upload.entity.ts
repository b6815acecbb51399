import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An object this service stored: who uploaded it and where it lives in the bucket. */
@Entity({ name: 'uploads' })
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Content-addressed object key (a hash of the bytes). */
  @Column({ name: 'object_key', type: 'text', unique: true })
  objectKey: string;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
