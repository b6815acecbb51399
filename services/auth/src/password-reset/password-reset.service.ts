import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuthMessages, type ForgotPasswordResult } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { Repository } from 'typeorm';
import { Mailer } from '../mail/mailer';
import { PasswordHasher } from '../passwords/password-hasher';
import { hashToken, newSecretToken } from '../sessions/secret-token';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/entities/user.entity';

export const RESET_TOKEN_LIFETIME_MS = 3600 * 1000;

const SAME_ANSWER: ForgotPasswordResult = {
  message: "If an account exists with that email, we've sent a password reset link.",
};

/** Password reset by e-mail: single-use random tokens, stored hashed, valid for one hour. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly mailer: Mailer,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  /** Answers the same whether or not the e-mail has an account, so nobody can probe for one. */
  async requestReset(email: string, resetUrlBase: string): Promise<ForgotPasswordResult> {
    const user = await this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
    if (!user) return SAME_ANSWER;

    const token = newSecretToken();
    await this.users.update(user.id, {
      resetToken: hashToken(token),
      resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
    });
    const link = `${resetUrlBase.replace(/\/$/, '')}/reset-password?token=${token}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your Roadbook password',
        text: `Someone asked to reset the password of your Roadbook account.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it wasn't you, ignore this e-mail: your password stays as it is.`,
        html: `<p>Someone asked to reset the password of your Roadbook account.</p><p><a href="${link}">Choose a new password</a> (the link works for an hour, once).</p><p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>`,
      });
    } catch (error) {
      this.logger.error(`could not send the reset e-mail: ${(error as Error).message}`);
      throw serviceError(502, 'Failed to send reset email');
    }
    return SAME_ANSWER;
  }

  /** One statement finds and spends the token, so two uses of one link cannot both succeed. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ password: passwordHash, resetToken: null, resetTokenExpiry: null })
      .where('reset_token = :tokenHash AND reset_token_expiry > now()', {
        tokenHash: hashToken(token),
      })
      .returning(['id'])
      .execute();
    const [spent] = result.raw as Array<{ id: number }>;
    if (!spent) {
      throw serviceError(400, AuthMessages.invalidResetToken, {
        token: [AuthMessages.invalidResetToken],
      });
    }
    await this.sessions.revokeAll(spent.id);
  }
}
