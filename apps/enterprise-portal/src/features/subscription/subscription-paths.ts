/** The two screens of this area, as the header's user menu and the pages link to them. */
export const MY_SUBSCRIPTION_PATH = '/PersonalCenter/mySubscription';
export const MESSAGE_CENTER_PATH = '/PersonalCenter/messageCenter';
