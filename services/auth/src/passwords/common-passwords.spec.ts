import { RpcException } from '@nestjs/microservices';
import { AuthMessages } from '@roadbook/contracts';
import { assertNotCommon, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('are found whatever their case', () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou', '123456789']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('leave uncommon passwords alone', () => {
    for (const password of ['ride-safe-1', 'Beartooth Pass at dawn', 'k3Jx9-share']) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });

  it('are refused with a 400 under the field the form shows', () => {
    expect.assertions(1);
    try {
      assertNotCommon('letmein1', 'newPassword');
    } catch (error) {
      expect((error as RpcException).getError()).toEqual({
        code: 'invalid-input',
        message: AuthMessages.passwordTooCommon,
        errors: { newPassword: [AuthMessages.passwordTooCommon] },
      });
    }
  });
});
