/** spec §2 Vehicle page: the Find Me Something Similar form shown on sold cars, prefilled. */
export interface FindSimilarForm {
  button: 'Find Me Something Similar';
  heading: 'Like this and want something similar?';
  message: 'Can you please find me something similar?';
  subcategory: 'Find me something similar';
}

export const FIND_SIMILAR_FORM: Readonly<FindSimilarForm> = {
  button: 'Find Me Something Similar',
  heading: 'Like this and want something similar?',
  message: 'Can you please find me something similar?',
  subcategory: 'Find me something similar',
};
