/** The person's e-mail when the customer cancels a scheduled LFD follow-up (LfdCancelActivation). */
export const LFD_FOLLOW_UP_CANCELLED_CATEGORY = 'lfd-follow-up-cancelled';

/**
 * Swedish first, then English (the person's language is not known). Names the customer, as the consent
 * request did; no personal number.
 */
export const lfdFollowUpCancelledEmail = (customerName: string) => ({
  category: LFD_FOLLOW_UP_CANCELLED_CATEGORY,
  subject: 'Granska: Uppföljningen blir inte av / The follow-up will not take place',
  text:
    `Hej!\n\n${customerName} har avbrutit den planerade uppföljningen av kontrollen av dig. ` +
    'Uppföljningen blir inte av och du behöver inte göra något.\n\n' +
    `Hello,\n\n${customerName} has cancelled the planned follow-up of your check. ` +
    'The follow-up will not take place and you need not do anything.\n\n' +
    'Med vänliga hälsningar / Kind regards\nGranska',
});
