import { ForgotPasswordDto, LoginDto, RegisterDto } from '@roadbook/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { fieldErrors, firstMessage } from './field-errors';

function errorsOf<T extends object>(type: new () => T, body: object) {
  return fieldErrors(validateSync(plainToInstance(type, body)));
}

describe('fieldErrors with the spec messages', () => {
  it('puts the most basic problem of a field first', () => {
    const errors = errorsOf(ForgotPasswordDto, { email: '' });
    expect(errors.email[0]).toBe('Please enter your email address.');
    expect(firstMessage(errors)).toBe('Please enter your email address.');
  });

  it('reports every field of a bad sign-up with its own message', () => {
    expect(errorsOf(RegisterDto, { username: 'ab', email: 'nope', password: '12345' })).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('trims the e-mail before checking it', () => {
    expect(errorsOf(LoginDto, { email: '  rider@example.com ', password: 'secret1' })).toEqual({});
  });

  it('names nested fields by their path', () => {
    const [error] = validateSync(plainToInstance(LoginDto, { email: 'x', password: 'secret1' }));
    expect(
      fieldErrors([{ ...error, property: 'credentials', constraints: {}, children: [error] }]),
    ).toEqual({
      'credentials.email': ['Please enter a valid email address'],
    });
  });
});
