// The member the tests, journeys and benchmarks sign up (山田 太郎 in 千代田区): the profile fields
// of the signup form, without e-mail and password.

export const yamadaTaro = {
  familyName: '山田',
  givenName: '太郎',
  familyKana: 'ヤマダ',
  givenKana: 'タロウ',
  postalCode: 1000001,
  addressLevel1: '13',
  addressLevel2: '千代田区',
  addressLine1: '千代田1-1',
  tel: '03-1234-5678',
};
