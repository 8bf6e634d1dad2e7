import type { LoginInput, RegisterInput, UserResponse } from '@kirana/api/contract/user';
import { apiPost } from '../../../lib/api-client.ts';

export const login = (input: LoginInput) => apiPost<UserResponse>('/api/user/login', input);

export const register = (input: RegisterInput) =>
  apiPost<UserResponse>('/api/user/register', input);
