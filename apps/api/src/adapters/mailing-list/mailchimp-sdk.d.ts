// @mailchimp/mailchimp_marketing ships no types. Only the calls the Mailchimp adapter makes are
// declared. The package's main export is one shared client; the adapter builds its own from the
// ApiClient class so two configurations (or a test stub) never share state.
declare module '@mailchimp/mailchimp_marketing/src/ApiClient' {
  interface MailchimpListsApi {
    getListMember(listId: string, subscriberHash: string, opts?: Record<string, unknown>): Promise<unknown>;
    setListMember(
      listId: string,
      subscriberHash: string,
      body: Record<string, unknown>,
      opts?: Record<string, unknown>,
    ): Promise<unknown>;
    updateListMember(
      listId: string,
      subscriberHash: string,
      body: Record<string, unknown>,
      opts?: Record<string, unknown>,
    ): Promise<unknown>;
    updateListMemberTags(
      listId: string,
      subscriberHash: string,
      body: Record<string, unknown>,
    ): Promise<unknown>;
    deleteListMemberPermanent(listId: string, subscriberHash: string): Promise<unknown>;
    createListMemberNote(
      listId: string,
      subscriberHash: string,
      body: Record<string, unknown>,
    ): Promise<unknown>;
  }
  class ApiClient {
    basePath: string;
    timeout: number;
    lists: MailchimpListsApi;
    setConfig(config: { apiKey: string; server: string }): void;
  }
  export default ApiClient;
}
