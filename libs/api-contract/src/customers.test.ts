import { accountNameSchema, addressInputSchema, customerCreateRequestSchema } from './customers';

describe('customer contract', () => {
  it.each(['Amélie', 'Côté-Tremblay', 'Marie Ève', 'Ñúñez', 'Zoë', 'Łukasz'])(
    'accepts the name %p',
    (name) => {
      expect(accountNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it.each(['', ' ', 'R2-D2', "O'Neil", 'Anne.', '-Anne', 'Anne-', 'a_b', '<script>'])(
    'refuses the name %p',
    (name) => {
      expect(accountNameSchema.safeParse(name).success).toBe(false);
    },
  );

  it('normalises an address: postal code, province, e-mail', () => {
    expect(
      addressInputSchema.parse({ postcode: 'h2x1y4', state: 'qc', email: ' A@B.ca ', country: 'ca' }),
    ).toEqual({
      postcode: 'H2X 1Y4',
      state: 'QC',
      email: 'a@b.ca',
      country: 'CA',
    });
  });

  it('refuses a password equal to the e-mail, in any case', () => {
    const result = customerCreateRequestSchema.safeParse({
      first_name: 'Ann',
      last_name: 'Roy',
      email: 'ann@roy.ca',
      password: 'ANN@roy.ca',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });
});
