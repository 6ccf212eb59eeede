/** Transmission words as Australian feeds write them (long, short, simple, variant gear type). */
export interface Gearbox {
  transmission: string;
  trans: string;
  simple: 'Automatic' | 'Manual';
  geartype: string;
}

const auto = (speeds: number, kind = 'Automatic', short = 'AUTO'): Gearbox => ({
  transmission: `${speeds} Speed ${kind}`,
  trans: `${speeds} SP ${short}`,
  simple: 'Automatic',
  geartype: kind === 'Automatic' || kind === 'Sports Automatic' ? 'Automatic' : kind,
});
const manual = (speeds: number): Gearbox => ({
  transmission: `${speeds} Speed Manual`,
  trans: `${speeds} SP MAN`,
  simple: 'Manual',
  geartype: 'Manual',
});

export const GEARBOXES = {
  cvt: { transmission: 'Continuous Variable', trans: 'CVT AUTO', simple: 'Automatic', geartype: 'CVT' },
  ecvt: { transmission: 'Electronic Continuous Variable', trans: 'E-CVT AUTO', simple: 'Automatic', geartype: 'CVT' },
  auto6: auto(6),
  auto7: auto(7),
  auto8: auto(8),
  sports8: auto(8, 'Sports Automatic', 'SPORTS AUTO'),
  auto9: auto(9),
  auto10: auto(10),
  dct6: auto(6, 'Dual Clutch', 'AUTO DUAL CLUTCH'),
  dct7: auto(7, 'Dual Clutch', 'AUTO DUAL CLUTCH'),
  dct8: auto(8, 'Dual Clutch', 'AUTO DUAL CLUTCH'),
  manual5: manual(5),
  manual6: manual(6),
  reduction: {
    transmission: '1 Speed Reduction Gear',
    trans: '1 SP AUTO',
    simple: 'Automatic',
    geartype: 'Reduction Gear',
  },
  scooter: { transmission: 'Continuous Variable', trans: 'CVT AUTO', simple: 'Automatic', geartype: 'CVT' },
} satisfies Record<string, Gearbox>;

export type GearboxId = keyof typeof GEARBOXES;
