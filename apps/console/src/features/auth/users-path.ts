/** Where 用户管理 lives under /console/ (the menu registers it). */
export const USERS_PATH = 'trade/users';
