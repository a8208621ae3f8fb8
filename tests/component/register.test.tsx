/**
 * The register screen with the real submission and phone code machines; only its calls are
 * fixtures (vi.fn), so validation, hashing and error placement are what users get.
 */
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/api/client';
import RegisterScreen from '@/screens/register/RegisterScreen';
import type { RegisterServices } from '@/screens/register/registerLogic';
import { fillIn, label, location, md5, renderScreen } from './authScreensKit';

const VALID = {
  Nickname: '  Ada  ',
  Username: ' ada_writer ',
  'Phone number': '13800138000',
  'Verification code': '123456',
  Password: 'correct horse battery',
  'Repeat the password': 'correct horse battery',
};

const VALID_ZH = {
  昵称: '艾达',
  用户名: 'ada_writer',
  手机号: '13800138000',
  验证码: '123456',
  密码: 'correct horse battery',
  确认密码: 'correct horse battery',
};

const VALID_ES = {
  Apodo: 'Ada',
  'Nombre de usuario': 'ada_writer',
  'Número de teléfono': '13800138000',
  'Código de verificación': '123456',
  Contraseña: 'correct horse battery',
  'Repite la contraseña': 'correct horse battery',
};

/** md5('correct horse battery'), written out so the test states the exact digest. */
const H1 = '88e4ddd2402d92d50e1879d6ecd9ffd4';

type Fixtures = { [K in keyof RegisterServices]: Mock<RegisterServices[K]> };

function services(overrides: Partial<Fixtures> = {}): Fixtures {
  return {
    registerCreator: vi.fn<RegisterServices['registerCreator']>().mockResolvedValue(null),
    sendPhoneCode: vi.fn<RegisterServices['sendPhoneCode']>().mockResolvedValue({ resendAfter: 60, expiresIn: 300 }),
    demoMode: vi.fn<RegisterServices['demoMode']>().mockResolvedValue(false),
    phoneOutbox: vi.fn<RegisterServices['phoneOutbox']>().mockRejectedValue(new ApiError('Not found', 404, { reason: 'not_found' })),
    ...overrides,
  };
}

function renderRegister(fixtures = services(), locale: 'en' | 'es' | 'zh' = 'en') {
  return { fixtures, ...renderScreen(<RegisterScreen services={fixtures} />, { path: '/register', locale }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('register screen', () => {
  it('asks for every field in the user language (es) and sends nothing', async () => {
    const { user, fixtures } = renderRegister(services(), 'es');
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    for (const text of [
      'Introduce un apodo.',
      'Introduce un nombre de usuario.',
      'Introduce tu número de teléfono.',
      'Introduce el código que te enviamos.',
      'Introduce una contraseña.',
      'Repite la contraseña.',
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    expect(fixtures.registerCreator).not.toHaveBeenCalled();
  });

  it('checks formats, password rules and the confirmation (zh)', async () => {
    const { user, fixtures } = renderRegister(services(), 'zh');
    await screen.findByRole('button', { name: '注册' });
    await fillIn(user, {
      昵称: '   ',
      用户名: 'no spaces!',
      手机号: '12345',
      验证码: '12a',
      密码: 'short',
      确认密码: 'other',
    });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入昵称。')).toBeVisible();
    expect(screen.getByText('请使用 3 到 32 位字母、数字、点、短横线或下划线。')).toBeVisible();
    expect(screen.getByText('请输入 11 位手机号，或以 + 开头的国际号码。')).toBeVisible();
    expect(screen.getByText('验证码为 6 位数字。')).toBeVisible();
    expect(screen.getByText('密码至少 12 个字符。')).toBeVisible();
    expect(screen.getByText('两次输入的密码不一致。')).toBeVisible();

    await fillIn(user, { 密码: 'x'.repeat(65) });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码最多 64 个字符。')).toBeVisible();
    await fillIn(user, { 用户名: 'ada_writer_novels', 密码: 'Ada_Writer_Novels' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码不能与用户名相同。')).toBeVisible();
    await fillIn(user, { 密码: 'password1234' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('该密码过于常见，请换一个。')).toBeVisible();
    // Long enough, but zxcvbn scores it "very weak": refused, with the meter saying why in Chinese.
    await fillIn(user, { 密码: 'aaaaaaaaaaaa' });
    expect(await screen.findByRole('progressbar', { name: '强度: 非常弱' })).toBeVisible();
    expect(screen.getByText('像“aaa”这样的重复字符很容易被猜到。', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('该密码太容易被猜到。请加长或加入不常见的单词。')).toBeVisible();
    expect(fixtures.registerCreator).not.toHaveBeenCalled();
  });

  it('sends trimmed fields and h1 = md5(password) for both password fields', async () => {
    const { user, fixtures, notices } = renderRegister();
    await screen.findByRole('button', { name: 'Create account' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(fixtures.registerCreator).toHaveBeenCalledTimes(1));
    expect(fixtures.registerCreator).toHaveBeenCalledWith({
      nickname: 'Ada',
      username: 'ada_writer',
      phone: '13800138000',
      phoneCode: '123456',
      password: H1,
      passwordConfirm: H1,
    });
    expect(md5('correct horse battery')).toBe(H1);
    expect(JSON.stringify(fixtures.registerCreator.mock.calls)).not.toContain('correct horse battery');

    // Success: a message, then /login with the username filled in.
    expect(await location()).toHaveTextContent('/login?username=ada_writer');
    expect(notices).toContainEqual(expect.objectContaining({ intent: 'success', text: 'Account ada_writer created. Sign in to continue.' }));
  });

  it('shows 400 field errors from the server on their fields', async () => {
    const fixtures = services({
      registerCreator: vi.fn<RegisterServices['registerCreator']>().mockRejectedValue(
        new ApiError('Invalid input', 400, {
          reason: 'invalid_input',
          fields: [
            { field: 'phone', reason: 'invalid_format', message: 'phone: bad' },
            { field: 'nickname', reason: 'too_long', message: 'nickname: long' },
          ],
        }),
      ),
    });
    const { user } = renderRegister(fixtures);
    await screen.findByRole('button', { name: 'Create account' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(/11-digit mobile number/)).toBeVisible();
    expect(screen.getByLabelText(label('Phone number'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use at most 32 characters.')).toBeVisible();
    expect(screen.queryByText(/could not be created/)).toBeNull();
  });

  it('takes the display name rule for the nickname: markup is refused on the field, nothing is sent (zh)', async () => {
    const { user, fixtures } = renderRegister(services(), 'zh');
    await screen.findByRole('button', { name: '注册' });
    await fillIn(user, { ...VALID_ZH, 昵称: '<img src=x onerror=alert(1)>' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('昵称不能包含 <、> 或控制字符。')).toBeVisible();
    expect(screen.getByLabelText(label('昵称'))).toHaveAttribute('aria-invalid', 'true');
    expect(fixtures.registerCreator).not.toHaveBeenCalled();
  });

  it("shows the server's invalid_characters on the nickname field, translated", async () => {
    const fixtures = services({
      registerCreator: vi.fn<RegisterServices['registerCreator']>().mockRejectedValue(
        new ApiError('Invalid input', 400, {
          reason: 'invalid_input',
          fields: [{ field: 'nickname', reason: 'invalid_characters', message: 'nickname must not contain control characters' }],
        }),
      ),
    });
    const { user } = renderRegister(fixtures, 'es');
    await screen.findByRole('button', { name: 'Crear cuenta' });
    await fillIn(user, VALID_ES);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('No uses < ni > ni caracteres de control.')).toBeVisible();
    expect(screen.getByLabelText(label('Apodo'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/control characters/)).toBeNull();
  });

  it('puts 409 username_taken on the username field and clears it when the user edits', async () => {
    const fixtures = services({
      registerCreator: vi.fn<RegisterServices['registerCreator']>().mockRejectedValue(new ApiError('Taken', 409, { reason: 'username_taken' })),
    });
    const { user } = renderRegister(fixtures);
    await screen.findByRole('button', { name: 'Create account' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is already taken.')).toBeVisible();
    expect(screen.getByLabelText(label('Username'))).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(label('Username')), '2');
    expect(screen.queryByText('This username is already taken.')).toBeNull();
  });

  it('shows 409 phone_taken on the phone field', async () => {
    const fixtures = services({
      registerCreator: vi.fn<RegisterServices['registerCreator']>().mockRejectedValue(new ApiError('Taken', 409, { reason: 'phone_taken' })),
    });
    const { user } = renderRegister(fixtures);
    await screen.findByRole('button', { name: 'Create account' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This phone number already belongs to an account.')).toBeVisible();
  });

  it('sends the code for registration and disables resend during the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fixtures = services({
      sendPhoneCode: vi.fn<RegisterServices['sendPhoneCode']>().mockResolvedValue({ resendAfter: 3, expiresIn: 300 }),
    });
    const { user } = renderRegister(fixtures);
    await user.type(await screen.findByLabelText(label('Phone number')), ' 13800138000 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('button', { name: 'Resend in 3 s' })).toBeDisabled();
    expect(fixtures.sendPhoneCode).toHaveBeenCalledWith({ phone: '13800138000', purpose: 'register' });
    expect(screen.getByText('Code sent to 13800138000. It stays valid for 5 minutes.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(fixtures.sendPhoneCode).toHaveBeenCalledTimes(1);
  });

  it('refuses to send a code to a malformed phone, on the phone field', async () => {
    const fixtures = services();
    const { user } = renderRegister(fixtures);
    await user.type(await screen.findByLabelText(label('Phone number')), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/11-digit mobile number/)).toBeVisible();
    expect(fixtures.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('shows the demo code when the server says demo mode and the dev outbox answers', async () => {
    const fixtures = services({
      demoMode: vi.fn<RegisterServices['demoMode']>().mockResolvedValue(true),
      phoneOutbox: vi.fn<RegisterServices['phoneOutbox']>().mockResolvedValue([
        { phone: '13800138000', code: '111111', purpose: 'register', at: '2024-01-01T00:00:00.000Z' },
        { phone: '13800138000', code: '123456', purpose: 'register', at: '2024-01-01T00:01:00.000Z' },
        { phone: '13800138000', code: '999999', purpose: 'retrieve', at: '2024-01-01T00:02:00.000Z' },
      ]),
    });
    const { user } = renderRegister(fixtures);
    await user.type(await screen.findByLabelText(label('Phone number')), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const hint = await screen.findByRole('status');
    expect(within(hint).getByText('Demo mode: the code sent to 13800138000 is 123456.')).toBeVisible();
    expect(fixtures.phoneOutbox).toHaveBeenCalledWith('13800138000');
  });

  it('outside demo mode it does not even ask the outbox, and shows no demo hint', async () => {
    const fixtures = services();
    const { user } = renderRegister(fixtures);
    await user.type(await screen.findByLabelText(label('Phone number')), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await waitFor(() => expect(fixtures.demoMode).toHaveBeenCalled());
    expect(fixtures.phoneOutbox).not.toHaveBeenCalled();
    expect(screen.queryByText(/Demo mode/)).toBeNull();
  });
});
