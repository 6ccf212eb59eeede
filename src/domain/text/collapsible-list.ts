/** spec §2 Vehicle page, §9: "Features list shows 8 initially; key info shows 4." */
export const FEATURES_SHOWN_INITIALLY = 8;
export const KEY_INFO_SHOWN_INITIALLY = 4;

/** The toggles' labels (spec §2: Features "Show All/Hide", Key information "Show More/Less"). */
export const FEATURES_TOGGLE = { more: 'Show All', less: 'Hide' } as const;
export const KEY_INFO_TOGGLE = { more: 'Show More', less: 'Show Less' } as const;
