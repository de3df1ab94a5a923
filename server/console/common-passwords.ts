/**
 * Passwords of 12 characters or more that appear near the top of public breach lists, and the
 * base words people decorate with digits and symbols ("Password2024!"). Short, on purpose: the
 * length rule already removes most of the classic lists; this catches what it lets through.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456123456', '123123123123', '111111111111', '000000000000',
  '112233445566', '121212121212', '123321123321', '987654321098', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'qwertyuiop12',
  'qwertyuiopasdf', 'qwerty123456', 'qwertyqwerty', 'asdfghjkl123', 'asdfasdfasdf', 'zxcvbnm12345', 'q1w2e3r4t5y6',
  'passwordpassword', 'password1234', 'password12345', 'password123456', 'password123!', 'passw0rd1234', 'p@ssw0rd1234',
  'iloveyou1234', 'iloveyouiloveyou', 'letmeinletmein', 'welcome12345', 'welcome123456', 'abc123abc123', 'abcdefghijkl',
  'abcdefghijklm', 'abcd1234abcd', 'aaaaaaaaaaaa', 'monkey123456', 'dragon123456', 'football1234', 'baseball1234',
  'sunshine1234', 'princess1234', 'superman1234', 'starwars1234', 'trustno1trustno1', 'changeme1234', 'administrator',
  'administrator1', 'admin1234567', 'adminadmin123', 'qazwsxedcrfv', 'mypassword123', 'secret123456', 'changemenow!',
]);

/** Words that, with only digits and symbols around them, still make a guessable password. */
export const COMMON_BASE_WORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'asdfgh', 'iloveyou', 'letmein', 'welcome', 'admin',
  'administrator', 'monkey', 'dragon', 'football', 'baseball', 'sunshine', 'princess', 'superman', 'starwars', 'trustno',
  'changeme', 'secret', 'insurance', 'insurancematch', 'console', 'operator', 'abc', 'abcdef', 'qazwsx',
]);
