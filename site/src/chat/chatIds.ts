/** The panel's id: the button opens it (ChatWidget.tsx), the conversation names its field after it. */
export const CHAT_PANEL_ID = 'chat-panel';
