import type { UserRole } from '@roadbook/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A user (docs/product.md#users). E-mail is unique regardless of case (index on lower(email)). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true, nullable: true })
  username: string | null;

  @Column({ type: 'text' })
  email: string;

  /** A bcrypt hash; never leaves this service. */
  @Column({ type: 'text', nullable: true })
  password: string | null;

  @Column({ type: 'text', default: 'local' })
  provider: string;

  @Column({ name: 'provider_id', type: 'text', nullable: true })
  providerId: string | null;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'text', default: 'user' })
  role: UserRole;

  /** A hash of the single-use reset token, never the token itself. */
  @Column({ name: 'reset_token', type: 'text', nullable: true })
  resetToken: string | null;

  @Column({ name: 'reset_token_expiry', type: 'timestamptz', nullable: true })
  resetTokenExpiry: Date | null;

  /** The "forgot password" request the current reset token answers. */
  @Column({ name: 'reset_request_id', type: 'uuid', nullable: true })
  resetRequestId: string | null;

  /** When that request's mail went out; a repeated job then sends nothing more. */
  @Column({ name: 'reset_mailed_at', type: 'timestamptz', nullable: true })
  resetMailedAt: Date | null;

  /** The address an e-mail change asked for, until its link is opened. */
  @Column({ name: 'pending_email', type: 'text', nullable: true })
  pendingEmail: string | null;

  /** A hash of the single-use token mailed to the pending address, never the token itself. */
  @Column({ name: 'email_change_token', type: 'text', nullable: true })
  emailChangeToken: string | null;

  @Column({ name: 'email_change_expiry', type: 'timestamptz', nullable: true })
  emailChangeExpiry: Date | null;

  /** The change request the current token answers. */
  @Column({ name: 'email_change_request_id', type: 'uuid', nullable: true })
  emailChangeRequestId: string | null;

  /** When that request's mail went out; a repeated job then sends nothing more. */
  @Column({ name: 'email_change_mailed_at', type: 'timestamptz', nullable: true })
  emailChangeMailedAt: Date | null;

  /**
   * The hash of the reset token that last set the password, kept while the link would have
   * worked: the same reset sent again, with the password it set, is answered as done.
   */
  @Column({ name: 'spent_reset_token', type: 'text', nullable: true })
  spentResetToken: string | null;

  /**
   * The hash of the e-mail change token that last moved the address, and the address it moved
   * from, kept until the next change is asked for: the same confirmation sent again is answered
   * with the address it set, and the old mailbox's notice queued again (once, by its request).
   */
  @Column({ name: 'spent_email_change_token', type: 'text', nullable: true })
  spentEmailChangeToken: string | null;

  @Column({ name: 'previous_email', type: 'text', nullable: true })
  previousEmail: string | null;

  /**
   * A hash of the key of the sign-up that made the account (AccountsService.register): the same
   * sign-up sent again signs this account in instead of refusing its address as taken.
   */
  @Column({ name: 'signup_key', type: 'text', unique: true, nullable: true })
  signupKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
