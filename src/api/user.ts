/** The user calls at their exact paths and methods. */
import type {
  ChangePasswordForm,
  LoginAnswer,
  LoginForm,
  PhoneOutboxEntry,
  RegisterCreatorForm,
  RetrievePasswordForm,
  SaltAnswer,
  SendPhoneCodeAnswer,
  SendPhoneCodeForm,
  UserInfo,
} from '@contracts/auth.js';
import { request, type RequestOptions } from './client';

export function getSalt(username: string, options?: RequestOptions): Promise<SaltAnswer> {
  return request({ method: 'GET', url: '/api/userQuery/getSalt', params: { username } }, options);
}

/** Form data, as the established API takes it: username, password digest and salt. */
export function userLogin(form: LoginForm, options?: RequestOptions): Promise<LoginAnswer> {
  const body = new URLSearchParams({ username: form.username, password: form.password, salt: form.salt });
  return request({ method: 'POST', url: '/api/user/userLogin', data: body }, options);
}

export function userInfo(options?: RequestOptions): Promise<UserInfo> {
  return request({ method: 'GET', url: '/api/userQuery/userInfo' }, options);
}

/** Sends the token (in the Authorization header) so the server revokes it. */
export function userLogout(options?: RequestOptions): Promise<null> {
  return request({ method: 'POST', url: '/api/user/userLogout' }, options);
}

export function registerCreator(form: RegisterCreatorForm, options?: RequestOptions): Promise<null> {
  return request({ method: 'POST', url: '/api/user/registerCreator', data: form }, options);
}

export function userRetrievePasswordUpdate(form: RetrievePasswordForm, options?: RequestOptions): Promise<null> {
  return request({ method: 'POST', url: '/api/user/userRetrievePasswordUpdate', data: form }, options);
}

export function userChangePassword(form: ChangePasswordForm, options?: RequestOptions): Promise<null> {
  return request({ method: 'POST', url: '/api/user/userChangePassword', data: form }, options);
}

export function sendPhoneCode(form: SendPhoneCodeForm, options?: RequestOptions): Promise<SendPhoneCodeAnswer> {
  return request({ method: 'POST', url: '/api/user/sendPhoneCode', data: form }, options);
}

/** Demo mode only: the codes the embedded sender "sent". */
export function phoneOutbox(phone: string, options?: RequestOptions): Promise<PhoneOutboxEntry[]> {
  return request({ method: 'GET', url: '/api/dev/phoneOutbox', params: { phone } }, options);
}
