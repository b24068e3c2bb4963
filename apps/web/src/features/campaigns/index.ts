// What other features may use of campaigns: their words, for the POS's campaign panel.
export { text as campaignsText } from './campaigns.text';
