// Generated from connectors/*.yaml by `npm run gen:kinds` (scripts/gen-kind-types.ts). Do not edit.
import type { SearchResult } from '../engine/typed.ts';

export interface GeneratedKinds {
  airtable: {
    bases: {
      list: { params: AirtableBasesListParams; result: AirtableBasesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AirtableBasesRecord> };
    };
    tables: {
      list: { params: AirtableTablesListParams; result: AirtableTablesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AirtableTablesRecord> };
    };
    records: {
      list: { params: AirtableRecordsListParams; result: AirtableRecordsRecord[] };
      get: { params: AirtableRecordsGetParams; result: AirtableRecordsRecord };
    };
  };
  "amazon-seller-partner": {
    orders: {
      list: { params: AmazonSellerPartnerOrdersListParams; result: AmazonSellerPartnerOrdersRecord[] };
      get: { params: AmazonSellerPartnerOrdersGetParams; result: AmazonSellerPartnerOrdersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmazonSellerPartnerOrdersRecord> };
    };
    order_items: {
      list: { params: AmazonSellerPartnerOrderItemsListParams; result: AmazonSellerPartnerOrderItemsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmazonSellerPartnerOrderItemsRecord> };
    };
    list_financial_event_groups: {
      list: { params: AmazonSellerPartnerListFinancialEventGroupsListParams; result: AmazonSellerPartnerListFinancialEventGroupsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmazonSellerPartnerListFinancialEventGroupsRecord> };
    };
    list_financial_events: {
      list: { params: AmazonSellerPartnerListFinancialEventsListParams; result: AmazonSellerPartnerListFinancialEventsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmazonSellerPartnerListFinancialEventsRecord> };
    };
    catalog_items: {
      list: { params: AmazonSellerPartnerCatalogItemsListParams; result: AmazonSellerPartnerCatalogItemsRecord[] };
      get: { params: AmazonSellerPartnerCatalogItemsGetParams; result: AmazonSellerPartnerCatalogItemsRecord };
    };
    reports: {
      list: { params: AmazonSellerPartnerReportsListParams; result: AmazonSellerPartnerReportsRecord[] };
      get: { params: AmazonSellerPartnerReportsGetParams; result: AmazonSellerPartnerReportsRecord };
    };
  };
  amplitude: {
    annotations: {
      list: { params: AmplitudeAnnotationsListParams; result: AmplitudeAnnotationsRecord[] };
      get: { params: AmplitudeAnnotationsGetParams; result: AmplitudeAnnotationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmplitudeAnnotationsRecord> };
    };
    cohorts: {
      list: { params: AmplitudeCohortsListParams; result: AmplitudeCohortsRecord[] };
      get: { params: AmplitudeCohortsGetParams; result: AmplitudeCohortsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmplitudeCohortsRecord> };
    };
    events_list: {
      list: { params: AmplitudeEventsListListParams; result: AmplitudeEventsListRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmplitudeEventsListRecord> };
    };
    active_users: {
      list: { params: AmplitudeActiveUsersListParams; result: AmplitudeActiveUsersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmplitudeActiveUsersRecord> };
    };
    average_session_length: {
      list: { params: AmplitudeAverageSessionLengthListParams; result: AmplitudeAverageSessionLengthRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AmplitudeAverageSessionLengthRecord> };
    };
  };
  asana: {
    tasks: {
      list: { params: AsanaTasksListParams; result: AsanaTasksRecord[] };
      get: { params: AsanaTasksGetParams; result: AsanaTasksRecord };
      create: { params: AsanaTasksCreateParams; result: unknown };
      update: { params: AsanaTasksUpdateParams; result: unknown };
      delete: { params: AsanaTasksDeleteParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaTasksRecord> };
    };
    project_tasks: {
      list: { params: AsanaProjectTasksListParams; result: AsanaProjectTasksRecord[] };
    };
    workspace_task_search: {
      list: { params: AsanaWorkspaceTaskSearchListParams; result: AsanaWorkspaceTaskSearchRecord[] };
    };
    projects: {
      list: { params: AsanaProjectsListParams; result: AsanaProjectsRecord[] };
      get: { params: AsanaProjectsGetParams; result: AsanaProjectsRecord };
      create: { params: AsanaProjectsCreateParams; result: unknown };
      update: { params: AsanaProjectsUpdateParams; result: unknown };
      delete: { params: AsanaProjectsDeleteParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaProjectsRecord> };
    };
    task_projects: {
      list: { params: AsanaTaskProjectsListParams; result: AsanaTaskProjectsRecord[] };
    };
    team_projects: {
      list: { params: AsanaTeamProjectsListParams; result: AsanaTeamProjectsRecord[] };
    };
    workspace_projects: {
      list: { params: AsanaWorkspaceProjectsListParams; result: AsanaWorkspaceProjectsRecord[] };
    };
    workspaces: {
      list: { params: AsanaWorkspacesListParams; result: AsanaWorkspacesRecord[] };
      get: { params: AsanaWorkspacesGetParams; result: AsanaWorkspacesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaWorkspacesRecord> };
    };
    users: {
      list: { params: AsanaUsersListParams; result: AsanaUsersRecord[] };
      get: { params: AsanaUsersGetParams; result: AsanaUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaUsersRecord> };
    };
    workspace_users: {
      list: { params: AsanaWorkspaceUsersListParams; result: AsanaWorkspaceUsersRecord[] };
    };
    team_users: {
      list: { params: AsanaTeamUsersListParams; result: AsanaTeamUsersRecord[] };
    };
    teams: {
      get: { params: AsanaTeamsGetParams; result: AsanaTeamsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaTeamsRecord> };
    };
    workspace_teams: {
      list: { params: AsanaWorkspaceTeamsListParams; result: AsanaWorkspaceTeamsRecord[] };
    };
    user_teams: {
      list: { params: AsanaUserTeamsListParams; result: AsanaUserTeamsRecord[] };
    };
    attachments: {
      list: { params: AsanaAttachmentsListParams; result: AsanaAttachmentsRecord[] };
      get: { params: AsanaAttachmentsGetParams; result: AsanaAttachmentsRecord };
      download: { params: AsanaAttachmentsDownloadParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaAttachmentsRecord> };
    };
    workspace_tags: {
      list: { params: AsanaWorkspaceTagsListParams; result: AsanaWorkspaceTagsRecord[] };
      create: { params: AsanaWorkspaceTagsCreateParams; result: unknown };
    };
    tags: {
      get: { params: AsanaTagsGetParams; result: AsanaTagsRecord };
      update: { params: AsanaTagsUpdateParams; result: unknown };
      delete: { params: AsanaTagsDeleteParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaTagsRecord> };
    };
    tag_tasks: {
      list: { params: AsanaTagTasksListParams; result: AsanaTagTasksRecord[] };
    };
    project_sections: {
      list: { params: AsanaProjectSectionsListParams; result: AsanaProjectSectionsRecord[] };
      create: { params: AsanaProjectSectionsCreateParams; result: unknown };
    };
    sections: {
      get: { params: AsanaSectionsGetParams; result: AsanaSectionsRecord };
      update: { params: AsanaSectionsUpdateParams; result: unknown };
      delete: { params: AsanaSectionsDeleteParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AsanaSectionsRecord> };
    };
    section_tasks: {
      list: { params: AsanaSectionTasksListParams; result: AsanaSectionTasksRecord[] };
      create: { params: AsanaSectionTasksCreateParams; result: unknown };
    };
    task_subtasks: {
      list: { params: AsanaTaskSubtasksListParams; result: AsanaTaskSubtasksRecord[] };
    };
    task_dependencies: {
      list: { params: AsanaTaskDependenciesListParams; result: AsanaTaskDependenciesRecord[] };
    };
    task_dependents: {
      list: { params: AsanaTaskDependentsListParams; result: AsanaTaskDependentsRecord[] };
    };
    task_stories: {
      create: { params: AsanaTaskStoriesCreateParams; result: unknown };
    };
    task_tags: {
      create: { params: AsanaTaskTagsCreateParams; result: unknown };
      delete: { params: AsanaTaskTagsDeleteParams; result: unknown };
    };
    workspace_memberships: {
      create: { params: AsanaWorkspaceMembershipsCreateParams; result: unknown };
    };
  };
  ashby: {
    candidates: {
      list: { params: AshbyCandidatesListParams; result: AshbyCandidatesRecord[] };
      get: { params: AshbyCandidatesGetParams; result: AshbyCandidatesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AshbyCandidatesRecord> };
    };
    applications: {
      list: { params: AshbyApplicationsListParams; result: AshbyApplicationsRecord[] };
      get: { params: AshbyApplicationsGetParams; result: AshbyApplicationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AshbyApplicationsRecord> };
    };
    jobs: {
      list: { params: AshbyJobsListParams; result: AshbyJobsRecord[] };
      get: { params: AshbyJobsGetParams; result: AshbyJobsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AshbyJobsRecord> };
    };
    departments: {
      list: { params: AshbyDepartmentsListParams; result: AshbyDepartmentsRecord[] };
      get: { params: AshbyDepartmentsGetParams; result: AshbyDepartmentsRecord };
    };
    locations: {
      list: { params: AshbyLocationsListParams; result: AshbyLocationsRecord[] };
      get: { params: AshbyLocationsGetParams; result: AshbyLocationsRecord };
    };
    users: {
      list: { params: AshbyUsersListParams; result: AshbyUsersRecord[] };
      get: { params: AshbyUsersGetParams; result: AshbyUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AshbyUsersRecord> };
    };
    job_postings: {
      list: { params: AshbyJobPostingsListParams; result: AshbyJobPostingsRecord[] };
      get: { params: AshbyJobPostingsGetParams; result: AshbyJobPostingsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<AshbyJobPostingsRecord> };
    };
    sources: {
      list: { params: AshbySourcesListParams; result: AshbySourcesRecord[] };
    };
    archive_reasons: {
      list: { params: AshbyArchiveReasonsListParams; result: AshbyArchiveReasonsRecord[] };
    };
    candidate_tags: {
      list: { params: AshbyCandidateTagsListParams; result: AshbyCandidateTagsRecord[] };
    };
    custom_fields: {
      list: { params: AshbyCustomFieldsListParams; result: AshbyCustomFieldsRecord[] };
    };
    feedback_form_definitions: {
      list: { params: AshbyFeedbackFormDefinitionsListParams; result: AshbyFeedbackFormDefinitionsRecord[] };
    };
  };
  confluence: {
    spaces: {
      list: { params: ConfluenceSpacesListParams; result: ConfluenceSpacesRecord[] };
      get: { params: ConfluenceSpacesGetParams; result: ConfluenceSpacesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ConfluenceSpacesRecord> };
    };
    pages: {
      list: { params: ConfluencePagesListParams; result: ConfluencePagesRecord[] };
      get: { params: ConfluencePagesGetParams; result: ConfluencePagesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ConfluencePagesRecord> };
    };
    blog_posts: {
      list: { params: ConfluenceBlogPostsListParams; result: ConfluenceBlogPostsRecord[] };
      get: { params: ConfluenceBlogPostsGetParams; result: ConfluenceBlogPostsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ConfluenceBlogPostsRecord> };
    };
    groups: {
      list: { params: ConfluenceGroupsListParams; result: ConfluenceGroupsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ConfluenceGroupsRecord> };
    };
    audit: {
      list: { params: ConfluenceAuditListParams; result: ConfluenceAuditRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ConfluenceAuditRecord> };
    };
  };
  freshdesk: {
    tickets: {
      list: { params: FreshdeskTicketsListParams; result: FreshdeskTicketsRecord[] };
      get: { params: FreshdeskTicketsGetParams; result: FreshdeskTicketsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskTicketsRecord> };
    };
    contacts: {
      list: { params: FreshdeskContactsListParams; result: FreshdeskContactsRecord[] };
      get: { params: FreshdeskContactsGetParams; result: FreshdeskContactsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskContactsRecord> };
    };
    agents: {
      list: { params: FreshdeskAgentsListParams; result: FreshdeskAgentsRecord[] };
      get: { params: FreshdeskAgentsGetParams; result: FreshdeskAgentsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskAgentsRecord> };
    };
    companies: {
      list: { params: FreshdeskCompaniesListParams; result: FreshdeskCompaniesRecord[] };
      get: { params: FreshdeskCompaniesGetParams; result: FreshdeskCompaniesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskCompaniesRecord> };
    };
    groups: {
      list: { params: FreshdeskGroupsListParams; result: FreshdeskGroupsRecord[] };
      get: { params: FreshdeskGroupsGetParams; result: FreshdeskGroupsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskGroupsRecord> };
    };
    roles: {
      list: { params: FreshdeskRolesListParams; result: FreshdeskRolesRecord[] };
      get: { params: FreshdeskRolesGetParams; result: FreshdeskRolesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskRolesRecord> };
    };
    satisfaction_ratings: {
      list: { params: FreshdeskSatisfactionRatingsListParams; result: FreshdeskSatisfactionRatingsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskSatisfactionRatingsRecord> };
    };
    surveys: {
      list: { params: FreshdeskSurveysListParams; result: FreshdeskSurveysRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskSurveysRecord> };
    };
    ticket_fields: {
      list: { params: FreshdeskTicketFieldsListParams; result: FreshdeskTicketFieldsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskTicketFieldsRecord> };
    };
    time_entries: {
      list: { params: FreshdeskTimeEntriesListParams; result: FreshdeskTimeEntriesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<FreshdeskTimeEntriesRecord> };
    };
  };
  github: {
    repositories: {
      list: { params: GithubRepositoriesListParams; result: GithubRepositoriesRecord[] };
      get: { params: GithubRepositoriesGetParams; result: GithubRepositoriesRecord };
      api_search: { params: GithubRepositoriesApiSearchParams; result: GithubRepositoriesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubRepositoriesRecord> };
    };
    viewer_repositories: {
      list: { params: GithubViewerRepositoriesListParams; result: GithubViewerRepositoriesRecord[] };
    };
    org_repositories: {
      list: { params: GithubOrgRepositoriesListParams; result: GithubOrgRepositoriesRecord[] };
    };
    branches: {
      list: { params: GithubBranchesListParams; result: GithubBranchesRecord[] };
      get: { params: GithubBranchesGetParams; result: GithubBranchesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubBranchesRecord> };
    };
    commits: {
      list: { params: GithubCommitsListParams; result: GithubCommitsRecord[] };
      get: { params: GithubCommitsGetParams; result: GithubCommitsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubCommitsRecord> };
    };
    releases: {
      list: { params: GithubReleasesListParams; result: GithubReleasesRecord[] };
      get: { params: GithubReleasesGetParams; result: GithubReleasesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubReleasesRecord> };
    };
    issues: {
      list: { params: GithubIssuesListParams; result: GithubIssuesRecord[] };
      get: { params: GithubIssuesGetParams; result: GithubIssuesRecord };
      create: { params: GithubIssuesCreateParams; result: unknown };
      update: { params: GithubIssuesUpdateParams; result: unknown };
      api_search: { params: GithubIssuesApiSearchParams; result: GithubIssuesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubIssuesRecord> };
    };
    comments: {
      list: { params: GithubCommentsListParams; result: GithubCommentsRecord[] };
      get: { params: GithubCommentsGetParams; result: GithubCommentsRecord };
      create: { params: GithubCommentsCreateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubCommentsRecord> };
    };
    repository_comments: {
      list: { params: GithubRepositoryCommentsListParams; result: GithubRepositoryCommentsRecord[] };
    };
    pull_requests: {
      list: { params: GithubPullRequestsListParams; result: GithubPullRequestsRecord[] };
      get: { params: GithubPullRequestsGetParams; result: GithubPullRequestsRecord };
      create: { params: GithubPullRequestsCreateParams; result: unknown };
      api_search: { params: GithubPullRequestsApiSearchParams; result: GithubPullRequestsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubPullRequestsRecord> };
    };
    reviews: {
      list: { params: GithubReviewsListParams; result: GithubReviewsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubReviewsRecord> };
    };
    pr_comments: {
      list: { params: GithubPrCommentsListParams; result: GithubPrCommentsRecord[] };
      get: { params: GithubPrCommentsGetParams; result: GithubPrCommentsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubPrCommentsRecord> };
    };
    repository_pr_comments: {
      list: { params: GithubRepositoryPrCommentsListParams; result: GithubRepositoryPrCommentsRecord[] };
    };
    labels: {
      list: { params: GithubLabelsListParams; result: GithubLabelsRecord[] };
      get: { params: GithubLabelsGetParams; result: GithubLabelsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubLabelsRecord> };
    };
    milestones: {
      list: { params: GithubMilestonesListParams; result: GithubMilestonesRecord[] };
      get: { params: GithubMilestonesGetParams; result: GithubMilestonesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubMilestonesRecord> };
    };
    organizations: {
      list: { params: GithubOrganizationsListParams; result: GithubOrganizationsRecord[] };
      get: { params: GithubOrganizationsGetParams; result: GithubOrganizationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubOrganizationsRecord> };
    };
    users: {
      list: { params: GithubUsersListParams; result: GithubUsersRecord[] };
      get: { params: GithubUsersGetParams; result: GithubUsersRecord };
      api_search: { params: GithubUsersApiSearchParams; result: GithubUsersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubUsersRecord> };
    };
    viewer: {
      get: { params: GithubViewerGetParams; result: GithubViewerRecord };
    };
    teams: {
      list: { params: GithubTeamsListParams; result: GithubTeamsRecord[] };
      get: { params: GithubTeamsGetParams; result: GithubTeamsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubTeamsRecord> };
    };
    tags: {
      list: { params: GithubTagsListParams; result: GithubTagsRecord[] };
      get: { params: GithubTagsGetParams; result: GithubTagsRecord };
    };
    stargazers: {
      list: { params: GithubStargazersListParams; result: GithubStargazersRecord[] };
    };
    projects: {
      list: { params: GithubProjectsListParams; result: GithubProjectsRecord[] };
      get: { params: GithubProjectsGetParams; result: GithubProjectsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubProjectsRecord> };
    };
    project_items: {
      list: { params: GithubProjectItemsListParams; result: GithubProjectItemsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubProjectItemsRecord> };
    };
    discussions: {
      list: { params: GithubDiscussionsListParams; result: GithubDiscussionsRecord[] };
      get: { params: GithubDiscussionsGetParams; result: GithubDiscussionsRecord };
      api_search: { params: GithubDiscussionsApiSearchParams; result: GithubDiscussionsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GithubDiscussionsRecord> };
    };
    file_content: {
      get: { params: GithubFileContentGetParams; result: GithubFileContentRecord };
    };
    directory_content: {
      list: { params: GithubDirectoryContentListParams; result: GithubDirectoryContentRecord[] };
    };
  };
  gitlab: {
    projects: {
      list: { params: GitlabProjectsListParams; result: GitlabProjectsRecord[] };
      get: { params: GitlabProjectsGetParams; result: GitlabProjectsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabProjectsRecord> };
    };
    issues: {
      list: { params: GitlabIssuesListParams; result: GitlabIssuesRecord[] };
      get: { params: GitlabIssuesGetParams; result: GitlabIssuesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabIssuesRecord> };
    };
    merge_requests: {
      list: { params: GitlabMergeRequestsListParams; result: GitlabMergeRequestsRecord[] };
      get: { params: GitlabMergeRequestsGetParams; result: GitlabMergeRequestsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabMergeRequestsRecord> };
    };
    users: {
      list: { params: GitlabUsersListParams; result: GitlabUsersRecord[] };
      get: { params: GitlabUsersGetParams; result: GitlabUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabUsersRecord> };
    };
    commits: {
      list: { params: GitlabCommitsListParams; result: GitlabCommitsRecord[] };
      get: { params: GitlabCommitsGetParams; result: GitlabCommitsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabCommitsRecord> };
    };
    groups: {
      list: { params: GitlabGroupsListParams; result: GitlabGroupsRecord[] };
      get: { params: GitlabGroupsGetParams; result: GitlabGroupsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabGroupsRecord> };
    };
    branches: {
      list: { params: GitlabBranchesListParams; result: GitlabBranchesRecord[] };
      get: { params: GitlabBranchesGetParams; result: GitlabBranchesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabBranchesRecord> };
    };
    pipelines: {
      list: { params: GitlabPipelinesListParams; result: GitlabPipelinesRecord[] };
      get: { params: GitlabPipelinesGetParams; result: GitlabPipelinesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabPipelinesRecord> };
    };
    group_members: {
      list: { params: GitlabGroupMembersListParams; result: GitlabGroupMembersRecord[] };
      get: { params: GitlabGroupMembersGetParams; result: GitlabGroupMembersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabGroupMembersRecord> };
    };
    project_members: {
      list: { params: GitlabProjectMembersListParams; result: GitlabProjectMembersRecord[] };
      get: { params: GitlabProjectMembersGetParams; result: GitlabProjectMembersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabProjectMembersRecord> };
    };
    releases: {
      list: { params: GitlabReleasesListParams; result: GitlabReleasesRecord[] };
      get: { params: GitlabReleasesGetParams; result: GitlabReleasesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabReleasesRecord> };
    };
    tags: {
      list: { params: GitlabTagsListParams; result: GitlabTagsRecord[] };
      get: { params: GitlabTagsGetParams; result: GitlabTagsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabTagsRecord> };
    };
    group_milestones: {
      list: { params: GitlabGroupMilestonesListParams; result: GitlabGroupMilestonesRecord[] };
      get: { params: GitlabGroupMilestonesGetParams; result: GitlabGroupMilestonesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabGroupMilestonesRecord> };
    };
    project_milestones: {
      list: { params: GitlabProjectMilestonesListParams; result: GitlabProjectMilestonesRecord[] };
      get: { params: GitlabProjectMilestonesGetParams; result: GitlabProjectMilestonesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GitlabProjectMilestonesRecord> };
    };
  };
  gong: {
    users: {
      list: { params: GongUsersListParams; result: GongUsersRecord[] };
      get: { params: GongUsersGetParams; result: GongUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GongUsersRecord> };
    };
    calls: {
      list: { params: GongCallsListParams; result: GongCallsRecord[] };
      get: { params: GongCallsGetParams; result: GongCallsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GongCallsRecord> };
    };
    calls_extensive: {
      list: { params: GongCallsExtensiveListParams; result: GongCallsExtensiveRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GongCallsExtensiveRecord> };
    };
    call_transcripts: {
      list: { params: GongCallTranscriptsListParams; result: GongCallTranscriptsRecord[] };
    };
    call_audio: {
      download: { params: GongCallAudioDownloadParams; result: unknown };
    };
    call_video: {
      download: { params: GongCallVideoDownloadParams; result: unknown };
    };
    workspaces: {
      list: { params: GongWorkspacesListParams; result: GongWorkspacesRecord[] };
    };
    stats_activity_aggregate: {
      list: { params: GongStatsActivityAggregateListParams; result: GongStatsActivityAggregateRecord[] };
    };
    stats_activity_day_by_day: {
      list: { params: GongStatsActivityDayByDayListParams; result: GongStatsActivityDayByDayRecord[] };
    };
    stats_interaction: {
      list: { params: GongStatsInteractionListParams; result: GongStatsInteractionRecord[] };
    };
    stats_activity_scorecards: {
      list: { params: GongStatsActivityScorecardsListParams; result: GongStatsActivityScorecardsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GongStatsActivityScorecardsRecord> };
    };
    settings_scorecards: {
      list: { params: GongSettingsScorecardsListParams; result: GongSettingsScorecardsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GongSettingsScorecardsRecord> };
    };
    settings_trackers: {
      list: { params: GongSettingsTrackersListParams; result: GongSettingsTrackersRecord[] };
    };
    library_folders: {
      list: { params: GongLibraryFoldersListParams; result: GongLibraryFoldersRecord[] };
    };
    library_folder_content: {
      list: { params: GongLibraryFolderContentListParams; result: GongLibraryFolderContentRecord[] };
    };
    coaching: {
      list: { params: GongCoachingListParams; result: GongCoachingRecord[] };
    };
  };
  "google-search-console": {
    sites: {
      list: { params: GoogleSearchConsoleSitesListParams; result: GoogleSearchConsoleSitesRecord[] };
      get: { params: GoogleSearchConsoleSitesGetParams; result: GoogleSearchConsoleSitesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSitesRecord> };
    };
    sitemaps: {
      list: { params: GoogleSearchConsoleSitemapsListParams; result: GoogleSearchConsoleSitemapsRecord[] };
      get: { params: GoogleSearchConsoleSitemapsGetParams; result: GoogleSearchConsoleSitemapsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSitemapsRecord> };
    };
    search_analytics_by_date: {
      list: { params: GoogleSearchConsoleSearchAnalyticsByDateListParams; result: GoogleSearchConsoleSearchAnalyticsByDateRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSearchAnalyticsByDateRecord> };
    };
    search_analytics_by_country: {
      list: { params: GoogleSearchConsoleSearchAnalyticsByCountryListParams; result: GoogleSearchConsoleSearchAnalyticsByCountryRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSearchAnalyticsByCountryRecord> };
    };
    search_analytics_by_device: {
      list: { params: GoogleSearchConsoleSearchAnalyticsByDeviceListParams; result: GoogleSearchConsoleSearchAnalyticsByDeviceRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSearchAnalyticsByDeviceRecord> };
    };
    search_analytics_by_page: {
      list: { params: GoogleSearchConsoleSearchAnalyticsByPageListParams; result: GoogleSearchConsoleSearchAnalyticsByPageRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSearchAnalyticsByPageRecord> };
    };
    search_analytics_by_query: {
      list: { params: GoogleSearchConsoleSearchAnalyticsByQueryListParams; result: GoogleSearchConsoleSearchAnalyticsByQueryRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSearchAnalyticsByQueryRecord> };
    };
    search_analytics_all_fields: {
      list: { params: GoogleSearchConsoleSearchAnalyticsAllFieldsListParams; result: GoogleSearchConsoleSearchAnalyticsAllFieldsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GoogleSearchConsoleSearchAnalyticsAllFieldsRecord> };
    };
  };
  greenhouse: {
    candidates: {
      list: { params: GreenhouseCandidatesListParams; result: GreenhouseCandidatesRecord[] };
      get: { params: GreenhouseCandidatesGetParams; result: GreenhouseCandidatesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseCandidatesRecord> };
    };
    applications: {
      list: { params: GreenhouseApplicationsListParams; result: GreenhouseApplicationsRecord[] };
      get: { params: GreenhouseApplicationsGetParams; result: GreenhouseApplicationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseApplicationsRecord> };
    };
    jobs: {
      list: { params: GreenhouseJobsListParams; result: GreenhouseJobsRecord[] };
      get: { params: GreenhouseJobsGetParams; result: GreenhouseJobsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseJobsRecord> };
    };
    offers: {
      list: { params: GreenhouseOffersListParams; result: GreenhouseOffersRecord[] };
      get: { params: GreenhouseOffersGetParams; result: GreenhouseOffersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseOffersRecord> };
    };
    users: {
      list: { params: GreenhouseUsersListParams; result: GreenhouseUsersRecord[] };
      get: { params: GreenhouseUsersGetParams; result: GreenhouseUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseUsersRecord> };
    };
    departments: {
      list: { params: GreenhouseDepartmentsListParams; result: GreenhouseDepartmentsRecord[] };
      get: { params: GreenhouseDepartmentsGetParams; result: GreenhouseDepartmentsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseDepartmentsRecord> };
    };
    offices: {
      list: { params: GreenhouseOfficesListParams; result: GreenhouseOfficesRecord[] };
      get: { params: GreenhouseOfficesGetParams; result: GreenhouseOfficesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseOfficesRecord> };
    };
    job_posts: {
      list: { params: GreenhouseJobPostsListParams; result: GreenhouseJobPostsRecord[] };
      get: { params: GreenhouseJobPostsGetParams; result: GreenhouseJobPostsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseJobPostsRecord> };
    };
    sources: {
      list: { params: GreenhouseSourcesListParams; result: GreenhouseSourcesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<GreenhouseSourcesRecord> };
    };
    scheduled_interviews: {
      list: { params: GreenhouseScheduledInterviewsListParams; result: GreenhouseScheduledInterviewsRecord[] };
      get: { params: GreenhouseScheduledInterviewsGetParams; result: GreenhouseScheduledInterviewsRecord };
    };
    candidate_attachment: {
      download: { params: GreenhouseCandidateAttachmentDownloadParams; result: unknown };
    };
    application_attachment: {
      download: { params: GreenhouseApplicationAttachmentDownloadParams; result: unknown };
    };
  };
  hubspot: {
    contacts: {
      list: { params: HubspotContactsListParams; result: HubspotContactsRecord[] };
      get: { params: HubspotContactsGetParams; result: HubspotContactsRecord };
      create: { params: HubspotContactsCreateParams; result: unknown };
      update: { params: HubspotContactsUpdateParams; result: unknown };
      api_search: { params: HubspotContactsApiSearchParams; result: HubspotContactsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<HubspotContactsRecord> };
    };
    companies: {
      list: { params: HubspotCompaniesListParams; result: HubspotCompaniesRecord[] };
      get: { params: HubspotCompaniesGetParams; result: HubspotCompaniesRecord };
      create: { params: HubspotCompaniesCreateParams; result: unknown };
      update: { params: HubspotCompaniesUpdateParams; result: unknown };
      api_search: { params: HubspotCompaniesApiSearchParams; result: HubspotCompaniesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<HubspotCompaniesRecord> };
    };
    deals: {
      list: { params: HubspotDealsListParams; result: HubspotDealsRecord[] };
      get: { params: HubspotDealsGetParams; result: HubspotDealsRecord };
      create: { params: HubspotDealsCreateParams; result: unknown };
      update: { params: HubspotDealsUpdateParams; result: unknown };
      api_search: { params: HubspotDealsApiSearchParams; result: HubspotDealsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<HubspotDealsRecord> };
    };
    tickets: {
      list: { params: HubspotTicketsListParams; result: HubspotTicketsRecord[] };
      get: { params: HubspotTicketsGetParams; result: HubspotTicketsRecord };
      create: { params: HubspotTicketsCreateParams; result: unknown };
      update: { params: HubspotTicketsUpdateParams; result: unknown };
      api_search: { params: HubspotTicketsApiSearchParams; result: HubspotTicketsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<HubspotTicketsRecord> };
    };
    objects: {
      list: { params: HubspotObjectsListParams; result: HubspotObjectsRecord[] };
      get: { params: HubspotObjectsGetParams; result: HubspotObjectsRecord };
    };
    schemas: {
      list: { params: HubspotSchemasListParams; result: HubspotSchemasRecord[] };
      get: { params: HubspotSchemasGetParams; result: HubspotSchemasRecord };
    };
  };
  "incident-io": {
    incidents: {
      list: { params: IncidentIoIncidentsListParams; result: IncidentIoIncidentsRecord[] };
      get: { params: IncidentIoIncidentsGetParams; result: IncidentIoIncidentsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoIncidentsRecord> };
    };
    alerts: {
      list: { params: IncidentIoAlertsListParams; result: IncidentIoAlertsRecord[] };
      get: { params: IncidentIoAlertsGetParams; result: IncidentIoAlertsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoAlertsRecord> };
    };
    escalations: {
      list: { params: IncidentIoEscalationsListParams; result: IncidentIoEscalationsRecord[] };
      get: { params: IncidentIoEscalationsGetParams; result: IncidentIoEscalationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoEscalationsRecord> };
    };
    users: {
      list: { params: IncidentIoUsersListParams; result: IncidentIoUsersRecord[] };
      get: { params: IncidentIoUsersGetParams; result: IncidentIoUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoUsersRecord> };
    };
    incident_updates: {
      list: { params: IncidentIoIncidentUpdatesListParams; result: IncidentIoIncidentUpdatesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoIncidentUpdatesRecord> };
    };
    incident_roles: {
      list: { params: IncidentIoIncidentRolesListParams; result: IncidentIoIncidentRolesRecord[] };
      get: { params: IncidentIoIncidentRolesGetParams; result: IncidentIoIncidentRolesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoIncidentRolesRecord> };
    };
    incident_statuses: {
      list: { params: IncidentIoIncidentStatusesListParams; result: IncidentIoIncidentStatusesRecord[] };
      get: { params: IncidentIoIncidentStatusesGetParams; result: IncidentIoIncidentStatusesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoIncidentStatusesRecord> };
    };
    incident_timestamps: {
      list: { params: IncidentIoIncidentTimestampsListParams; result: IncidentIoIncidentTimestampsRecord[] };
      get: { params: IncidentIoIncidentTimestampsGetParams; result: IncidentIoIncidentTimestampsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoIncidentTimestampsRecord> };
    };
    severities: {
      list: { params: IncidentIoSeveritiesListParams; result: IncidentIoSeveritiesRecord[] };
      get: { params: IncidentIoSeveritiesGetParams; result: IncidentIoSeveritiesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoSeveritiesRecord> };
    };
    custom_fields: {
      list: { params: IncidentIoCustomFieldsListParams; result: IncidentIoCustomFieldsRecord[] };
      get: { params: IncidentIoCustomFieldsGetParams; result: IncidentIoCustomFieldsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoCustomFieldsRecord> };
    };
    catalog_types: {
      list: { params: IncidentIoCatalogTypesListParams; result: IncidentIoCatalogTypesRecord[] };
      get: { params: IncidentIoCatalogTypesGetParams; result: IncidentIoCatalogTypesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoCatalogTypesRecord> };
    };
    schedules: {
      list: { params: IncidentIoSchedulesListParams; result: IncidentIoSchedulesRecord[] };
      get: { params: IncidentIoSchedulesGetParams; result: IncidentIoSchedulesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IncidentIoSchedulesRecord> };
    };
  };
  intercom: {
    contacts: {
      list: { params: IntercomContactsListParams; result: IntercomContactsRecord[] };
      get: { params: IntercomContactsGetParams; result: IntercomContactsRecord };
      create: { params: IntercomContactsCreateParams; result: unknown };
      update: { params: IntercomContactsUpdateParams; result: unknown };
      api_search: { params: IntercomContactsApiSearchParams; result: IntercomContactsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IntercomContactsRecord> };
    };
    conversations: {
      list: { params: IntercomConversationsListParams; result: IntercomConversationsRecord[] };
      get: { params: IntercomConversationsGetParams; result: IntercomConversationsRecord };
      api_search: { params: IntercomConversationsApiSearchParams; result: IntercomConversationsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IntercomConversationsRecord> };
    };
    conversation_parts: {
      list: { params: IntercomConversationPartsListParams; result: IntercomConversationPartsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IntercomConversationPartsRecord> };
    };
    companies: {
      list: { params: IntercomCompaniesListParams; result: IntercomCompaniesRecord[] };
      get: { params: IntercomCompaniesGetParams; result: IntercomCompaniesRecord };
      create: { params: IntercomCompaniesCreateParams; result: unknown };
      update: { params: IntercomCompaniesUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IntercomCompaniesRecord> };
    };
    teams: {
      list: { params: IntercomTeamsListParams; result: IntercomTeamsRecord[] };
      get: { params: IntercomTeamsGetParams; result: IntercomTeamsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<IntercomTeamsRecord> };
    };
    admins: {
      list: { params: IntercomAdminsListParams; result: IntercomAdminsRecord[] };
      get: { params: IntercomAdminsGetParams; result: IntercomAdminsRecord };
    };
    tags: {
      list: { params: IntercomTagsListParams; result: IntercomTagsRecord[] };
      get: { params: IntercomTagsGetParams; result: IntercomTagsRecord };
      create: { params: IntercomTagsCreateParams; result: unknown };
    };
    notes: {
      create: { params: IntercomNotesCreateParams; result: unknown };
    };
    segments: {
      list: { params: IntercomSegmentsListParams; result: IntercomSegmentsRecord[] };
      get: { params: IntercomSegmentsGetParams; result: IntercomSegmentsRecord };
    };
    internal_articles: {
      create: { params: IntercomInternalArticlesCreateParams; result: unknown };
    };
  };
  jira: {
    issues: {
      get: { params: JiraIssuesGetParams; result: JiraIssuesRecord };
      create: { params: JiraIssuesCreateParams; result: unknown };
      update: { params: JiraIssuesUpdateParams; result: unknown };
      delete: { params: JiraIssuesDeleteParams; result: unknown };
      api_search: { params: JiraIssuesApiSearchParams; result: JiraIssuesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<JiraIssuesRecord> };
    };
    projects: {
      get: { params: JiraProjectsGetParams; result: JiraProjectsRecord };
      api_search: { params: JiraProjectsApiSearchParams; result: JiraProjectsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<JiraProjectsRecord> };
    };
    users: {
      list: { params: JiraUsersListParams; result: JiraUsersRecord[] };
      get: { params: JiraUsersGetParams; result: JiraUsersRecord };
      api_search: { params: JiraUsersApiSearchParams; result: JiraUsersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<JiraUsersRecord> };
    };
    issue_fields: {
      list: { params: JiraIssueFieldsListParams; result: JiraIssueFieldsRecord[] };
      api_search: { params: JiraIssueFieldsApiSearchParams; result: JiraIssueFieldsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<JiraIssueFieldsRecord> };
    };
    issue_comments: {
      list: { params: JiraIssueCommentsListParams; result: JiraIssueCommentsRecord[] };
      get: { params: JiraIssueCommentsGetParams; result: JiraIssueCommentsRecord };
      create: { params: JiraIssueCommentsCreateParams; result: unknown };
      update: { params: JiraIssueCommentsUpdateParams; result: unknown };
      delete: { params: JiraIssueCommentsDeleteParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<JiraIssueCommentsRecord> };
    };
    issue_worklogs: {
      list: { params: JiraIssueWorklogsListParams; result: JiraIssueWorklogsRecord[] };
      get: { params: JiraIssueWorklogsGetParams; result: JiraIssueWorklogsRecord };
      create: { params: JiraIssueWorklogsCreateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<JiraIssueWorklogsRecord> };
    };
    issue_transitions: {
      list: { params: JiraIssueTransitionsListParams; result: JiraIssueTransitionsRecord[] };
      create: { params: JiraIssueTransitionsCreateParams; result: unknown };
    };
    issue_links: {
      create: { params: JiraIssueLinksCreateParams; result: unknown };
    };
    issues_assignee: {
      update: { params: JiraIssuesAssigneeUpdateParams; result: unknown };
    };
  };
  klaviyo: {
    profiles: {
      list: { params: KlaviyoProfilesListParams; result: KlaviyoProfilesRecord[] };
      get: { params: KlaviyoProfilesGetParams; result: KlaviyoProfilesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoProfilesRecord> };
    };
    lists: {
      list: { params: KlaviyoListsListParams; result: KlaviyoListsRecord[] };
      get: { params: KlaviyoListsGetParams; result: KlaviyoListsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoListsRecord> };
    };
    campaigns: {
      list: { params: KlaviyoCampaignsListParams; result: KlaviyoCampaignsRecord[] };
      get: { params: KlaviyoCampaignsGetParams; result: KlaviyoCampaignsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoCampaignsRecord> };
    };
    events: {
      list: { params: KlaviyoEventsListParams; result: KlaviyoEventsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoEventsRecord> };
    };
    metrics: {
      list: { params: KlaviyoMetricsListParams; result: KlaviyoMetricsRecord[] };
      get: { params: KlaviyoMetricsGetParams; result: KlaviyoMetricsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoMetricsRecord> };
    };
    flows: {
      list: { params: KlaviyoFlowsListParams; result: KlaviyoFlowsRecord[] };
      get: { params: KlaviyoFlowsGetParams; result: KlaviyoFlowsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoFlowsRecord> };
    };
    email_templates: {
      list: { params: KlaviyoEmailTemplatesListParams; result: KlaviyoEmailTemplatesRecord[] };
      get: { params: KlaviyoEmailTemplatesGetParams; result: KlaviyoEmailTemplatesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<KlaviyoEmailTemplatesRecord> };
    };
  };
  linear: {
    issues: {
      list: { params: LinearIssuesListParams; result: LinearIssuesRecord[] };
      get: { params: LinearIssuesGetParams; result: LinearIssuesRecord };
      create: { params: LinearIssuesCreateParams; result: unknown };
      update: { params: LinearIssuesUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinearIssuesRecord> };
    };
    projects: {
      list: { params: LinearProjectsListParams; result: LinearProjectsRecord[] };
      get: { params: LinearProjectsGetParams; result: LinearProjectsRecord };
      create: { params: LinearProjectsCreateParams; result: unknown };
      update: { params: LinearProjectsUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinearProjectsRecord> };
    };
    teams: {
      list: { params: LinearTeamsListParams; result: LinearTeamsRecord[] };
      get: { params: LinearTeamsGetParams; result: LinearTeamsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinearTeamsRecord> };
    };
    workflow_states: {
      list: { params: LinearWorkflowStatesListParams; result: LinearWorkflowStatesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinearWorkflowStatesRecord> };
    };
    users: {
      list: { params: LinearUsersListParams; result: LinearUsersRecord[] };
      get: { params: LinearUsersGetParams; result: LinearUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinearUsersRecord> };
    };
    comments: {
      list: { params: LinearCommentsListParams; result: LinearCommentsRecord[] };
      get: { params: LinearCommentsGetParams; result: LinearCommentsRecord };
      create: { params: LinearCommentsCreateParams; result: unknown };
      update: { params: LinearCommentsUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinearCommentsRecord> };
    };
  };
  "linkedin-ads": {
    accounts: {
      list: { params: LinkedinAdsAccountsListParams; result: LinkedinAdsAccountsRecord[] };
      get: { params: LinkedinAdsAccountsGetParams; result: LinkedinAdsAccountsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsAccountsRecord> };
    };
    account_users: {
      list: { params: LinkedinAdsAccountUsersListParams; result: LinkedinAdsAccountUsersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsAccountUsersRecord> };
    };
    campaign_groups: {
      list: { params: LinkedinAdsCampaignGroupsListParams; result: LinkedinAdsCampaignGroupsRecord[] };
      get: { params: LinkedinAdsCampaignGroupsGetParams; result: LinkedinAdsCampaignGroupsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsCampaignGroupsRecord> };
    };
    campaigns: {
      list: { params: LinkedinAdsCampaignsListParams; result: LinkedinAdsCampaignsRecord[] };
      get: { params: LinkedinAdsCampaignsGetParams; result: LinkedinAdsCampaignsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsCampaignsRecord> };
    };
    creatives: {
      list: { params: LinkedinAdsCreativesListParams; result: LinkedinAdsCreativesRecord[] };
      get: { params: LinkedinAdsCreativesGetParams; result: LinkedinAdsCreativesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsCreativesRecord> };
    };
    conversions: {
      list: { params: LinkedinAdsConversionsListParams; result: LinkedinAdsConversionsRecord[] };
      get: { params: LinkedinAdsConversionsGetParams; result: LinkedinAdsConversionsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsConversionsRecord> };
    };
    ad_campaign_analytics: {
      list: { params: LinkedinAdsAdCampaignAnalyticsListParams; result: LinkedinAdsAdCampaignAnalyticsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsAdCampaignAnalyticsRecord> };
    };
    ad_creative_analytics: {
      list: { params: LinkedinAdsAdCreativeAnalyticsListParams; result: LinkedinAdsAdCreativeAnalyticsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<LinkedinAdsAdCreativeAnalyticsRecord> };
    };
  };
  monday: {
    users: {
      list: { params: MondayUsersListParams; result: MondayUsersRecord[] };
      get: { params: MondayUsersGetParams; result: MondayUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayUsersRecord> };
    };
    boards: {
      list: { params: MondayBoardsListParams; result: MondayBoardsRecord[] };
      get: { params: MondayBoardsGetParams; result: MondayBoardsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayBoardsRecord> };
    };
    items: {
      list: { params: MondayItemsListParams; result: MondayItemsRecord[] };
      get: { params: MondayItemsGetParams; result: MondayItemsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayItemsRecord> };
    };
    teams: {
      list: { params: MondayTeamsListParams; result: MondayTeamsRecord[] };
      get: { params: MondayTeamsGetParams; result: MondayTeamsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayTeamsRecord> };
    };
    updates: {
      list: { params: MondayUpdatesListParams; result: MondayUpdatesRecord[] };
      get: { params: MondayUpdatesGetParams; result: MondayUpdatesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayUpdatesRecord> };
    };
    workspaces: {
      list: { params: MondayWorkspacesListParams; result: MondayWorkspacesRecord[] };
      get: { params: MondayWorkspacesGetParams; result: MondayWorkspacesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayWorkspacesRecord> };
    };
    tags: {
      list: { params: MondayTagsListParams; result: MondayTagsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayTagsRecord> };
    };
    activity_logs: {
      list: { params: MondayActivityLogsListParams; result: MondayActivityLogsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<MondayActivityLogsRecord> };
    };
  };
  notion: {
    users: {
      list: { params: NotionUsersListParams; result: NotionUsersRecord[] };
      get: { params: NotionUsersGetParams; result: NotionUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<NotionUsersRecord> };
    };
    pages: {
      list: { params: NotionPagesListParams; result: NotionPagesRecord[] };
      get: { params: NotionPagesGetParams; result: NotionPagesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<NotionPagesRecord> };
    };
    data_sources: {
      list: { params: NotionDataSourcesListParams; result: NotionDataSourcesRecord[] };
      get: { params: NotionDataSourcesGetParams; result: NotionDataSourcesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<NotionDataSourcesRecord> };
    };
    blocks: {
      list: { params: NotionBlocksListParams; result: NotionBlocksRecord[] };
      get: { params: NotionBlocksGetParams; result: NotionBlocksRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<NotionBlocksRecord> };
    };
    comments: {
      list: { params: NotionCommentsListParams; result: NotionCommentsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<NotionCommentsRecord> };
    };
  };
  orb: {
    customers: {
      list: { params: OrbCustomersListParams; result: OrbCustomersRecord[] };
      get: { params: OrbCustomersGetParams; result: OrbCustomersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<OrbCustomersRecord> };
    };
    subscriptions: {
      list: { params: OrbSubscriptionsListParams; result: OrbSubscriptionsRecord[] };
      get: { params: OrbSubscriptionsGetParams; result: OrbSubscriptionsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<OrbSubscriptionsRecord> };
    };
    plans: {
      list: { params: OrbPlansListParams; result: OrbPlansRecord[] };
      get: { params: OrbPlansGetParams; result: OrbPlansRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<OrbPlansRecord> };
    };
    invoices: {
      list: { params: OrbInvoicesListParams; result: OrbInvoicesRecord[] };
      get: { params: OrbInvoicesGetParams; result: OrbInvoicesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<OrbInvoicesRecord> };
    };
  };
  "paypal-transaction": {
    balances: {
      list: { params: PaypalTransactionBalancesListParams; result: PaypalTransactionBalancesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionBalancesRecord> };
    };
    transactions: {
      list: { params: PaypalTransactionTransactionsListParams; result: PaypalTransactionTransactionsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionTransactionsRecord> };
    };
    list_payments: {
      list: { params: PaypalTransactionListPaymentsListParams; result: PaypalTransactionListPaymentsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionListPaymentsRecord> };
    };
    list_disputes: {
      list: { params: PaypalTransactionListDisputesListParams; result: PaypalTransactionListDisputesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionListDisputesRecord> };
    };
    list_products: {
      list: { params: PaypalTransactionListProductsListParams; result: PaypalTransactionListProductsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionListProductsRecord> };
    };
    show_product_details: {
      get: { params: PaypalTransactionShowProductDetailsGetParams; result: PaypalTransactionShowProductDetailsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionShowProductDetailsRecord> };
    };
    search_invoices: {
      list: { params: PaypalTransactionSearchInvoicesListParams; result: PaypalTransactionSearchInvoicesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<PaypalTransactionSearchInvoicesRecord> };
    };
  };
  salesforce: {
    sobjects: {
      list: { params: SalesforceSobjectsListParams; result: SalesforceSobjectsRecord[] };
    };
    accounts: {
      list: { params: SalesforceAccountsListParams; result: SalesforceAccountsRecord[] };
      get: { params: SalesforceAccountsGetParams; result: SalesforceAccountsRecord };
      api_search: { params: SalesforceAccountsApiSearchParams; result: SalesforceAccountsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceAccountsRecord> };
    };
    contacts: {
      list: { params: SalesforceContactsListParams; result: SalesforceContactsRecord[] };
      get: { params: SalesforceContactsGetParams; result: SalesforceContactsRecord };
      api_search: { params: SalesforceContactsApiSearchParams; result: SalesforceContactsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceContactsRecord> };
    };
    leads: {
      list: { params: SalesforceLeadsListParams; result: SalesforceLeadsRecord[] };
      get: { params: SalesforceLeadsGetParams; result: SalesforceLeadsRecord };
      api_search: { params: SalesforceLeadsApiSearchParams; result: SalesforceLeadsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceLeadsRecord> };
    };
    opportunities: {
      list: { params: SalesforceOpportunitiesListParams; result: SalesforceOpportunitiesRecord[] };
      get: { params: SalesforceOpportunitiesGetParams; result: SalesforceOpportunitiesRecord };
      api_search: { params: SalesforceOpportunitiesApiSearchParams; result: SalesforceOpportunitiesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceOpportunitiesRecord> };
    };
    tasks: {
      list: { params: SalesforceTasksListParams; result: SalesforceTasksRecord[] };
      get: { params: SalesforceTasksGetParams; result: SalesforceTasksRecord };
      api_search: { params: SalesforceTasksApiSearchParams; result: SalesforceTasksRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceTasksRecord> };
    };
    events: {
      list: { params: SalesforceEventsListParams; result: SalesforceEventsRecord[] };
      get: { params: SalesforceEventsGetParams; result: SalesforceEventsRecord };
      api_search: { params: SalesforceEventsApiSearchParams; result: SalesforceEventsRecord[] };
    };
    campaigns: {
      list: { params: SalesforceCampaignsListParams; result: SalesforceCampaignsRecord[] };
      get: { params: SalesforceCampaignsGetParams; result: SalesforceCampaignsRecord };
      api_search: { params: SalesforceCampaignsApiSearchParams; result: SalesforceCampaignsRecord[] };
    };
    cases: {
      list: { params: SalesforceCasesListParams; result: SalesforceCasesRecord[] };
      get: { params: SalesforceCasesGetParams; result: SalesforceCasesRecord };
      api_search: { params: SalesforceCasesApiSearchParams; result: SalesforceCasesRecord[] };
    };
    notes: {
      list: { params: SalesforceNotesListParams; result: SalesforceNotesRecord[] };
      get: { params: SalesforceNotesGetParams; result: SalesforceNotesRecord };
      api_search: { params: SalesforceNotesApiSearchParams; result: SalesforceNotesRecord[] };
    };
    users: {
      list: { params: SalesforceUsersListParams; result: SalesforceUsersRecord[] };
      get: { params: SalesforceUsersGetParams; result: SalesforceUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceUsersRecord> };
    };
    opportunity_stages: {
      list: { params: SalesforceOpportunityStagesListParams; result: SalesforceOpportunityStagesRecord[] };
      get: { params: SalesforceOpportunityStagesGetParams; result: SalesforceOpportunityStagesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SalesforceOpportunityStagesRecord> };
    };
    content_versions: {
      list: { params: SalesforceContentVersionsListParams; result: SalesforceContentVersionsRecord[] };
      get: { params: SalesforceContentVersionsGetParams; result: SalesforceContentVersionsRecord };
      download: { params: SalesforceContentVersionsDownloadParams; result: unknown };
    };
    attachments: {
      list: { params: SalesforceAttachmentsListParams; result: SalesforceAttachmentsRecord[] };
      get: { params: SalesforceAttachmentsGetParams; result: SalesforceAttachmentsRecord };
      download: { params: SalesforceAttachmentsDownloadParams; result: unknown };
    };
    reports: {
      list: { params: SalesforceReportsListParams; result: SalesforceReportsRecord[] };
      get: { params: SalesforceReportsGetParams; result: SalesforceReportsRecord };
    };
    query: {
      list: { params: SalesforceQueryListParams; result: SalesforceQueryRecord[] };
    };
  };
  sentry: {
    projects: {
      list: { params: SentryProjectsListParams; result: SentryProjectsRecord[] };
      get: { params: SentryProjectsGetParams; result: SentryProjectsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SentryProjectsRecord> };
    };
    project_detail: {
      get: { params: SentryProjectDetailGetParams; result: SentryProjectDetailRecord };
    };
    issues: {
      list: { params: SentryIssuesListParams; result: SentryIssuesRecord[] };
      get: { params: SentryIssuesGetParams; result: SentryIssuesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SentryIssuesRecord> };
    };
    events: {
      list: { params: SentryEventsListParams; result: SentryEventsRecord[] };
      get: { params: SentryEventsGetParams; result: SentryEventsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SentryEventsRecord> };
    };
    releases: {
      list: { params: SentryReleasesListParams; result: SentryReleasesRecord[] };
      get: { params: SentryReleasesGetParams; result: SentryReleasesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SentryReleasesRecord> };
    };
  };
  shopify: {
    customers: {
      list: { params: ShopifyCustomersListParams; result: ShopifyCustomersRecord[] };
      get: { params: ShopifyCustomersGetParams; result: ShopifyCustomersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyCustomersRecord> };
    };
    orders: {
      list: { params: ShopifyOrdersListParams; result: ShopifyOrdersRecord[] };
      get: { params: ShopifyOrdersGetParams; result: ShopifyOrdersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyOrdersRecord> };
    };
    products: {
      list: { params: ShopifyProductsListParams; result: ShopifyProductsRecord[] };
      get: { params: ShopifyProductsGetParams; result: ShopifyProductsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyProductsRecord> };
    };
    product_variants: {
      list: { params: ShopifyProductVariantsListParams; result: ShopifyProductVariantsRecord[] };
      get: { params: ShopifyProductVariantsGetParams; result: ShopifyProductVariantsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyProductVariantsRecord> };
    };
    locations: {
      list: { params: ShopifyLocationsListParams; result: ShopifyLocationsRecord[] };
      get: { params: ShopifyLocationsGetParams; result: ShopifyLocationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyLocationsRecord> };
    };
    inventory_items: {
      list: { params: ShopifyInventoryItemsListParams; result: ShopifyInventoryItemsRecord[] };
      get: { params: ShopifyInventoryItemsGetParams; result: ShopifyInventoryItemsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyInventoryItemsRecord> };
    };
    price_rules: {
      list: { params: ShopifyPriceRulesListParams; result: ShopifyPriceRulesRecord[] };
      get: { params: ShopifyPriceRulesGetParams; result: ShopifyPriceRulesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyPriceRulesRecord> };
    };
    custom_collections: {
      list: { params: ShopifyCustomCollectionsListParams; result: ShopifyCustomCollectionsRecord[] };
      get: { params: ShopifyCustomCollectionsGetParams; result: ShopifyCustomCollectionsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyCustomCollectionsRecord> };
    };
    smart_collections: {
      list: { params: ShopifySmartCollectionsListParams; result: ShopifySmartCollectionsRecord[] };
      get: { params: ShopifySmartCollectionsGetParams; result: ShopifySmartCollectionsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifySmartCollectionsRecord> };
    };
    draft_orders: {
      list: { params: ShopifyDraftOrdersListParams; result: ShopifyDraftOrdersRecord[] };
      get: { params: ShopifyDraftOrdersGetParams; result: ShopifyDraftOrdersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyDraftOrdersRecord> };
    };
    fulfillment_orders: {
      list: { params: ShopifyFulfillmentOrdersListParams; result: ShopifyFulfillmentOrdersRecord[] };
      get: { params: ShopifyFulfillmentOrdersGetParams; result: ShopifyFulfillmentOrdersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyFulfillmentOrdersRecord> };
    };
    abandoned_checkouts: {
      list: { params: ShopifyAbandonedCheckoutsListParams; result: ShopifyAbandonedCheckoutsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyAbandonedCheckoutsRecord> };
    };
    tender_transactions: {
      list: { params: ShopifyTenderTransactionsListParams; result: ShopifyTenderTransactionsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyTenderTransactionsRecord> };
    };
    shop: {
      get: { params: ShopifyShopGetParams; result: ShopifyShopRecord };
    };
    customer_address: {
      list: { params: ShopifyCustomerAddressListParams; result: ShopifyCustomerAddressRecord[] };
      get: { params: ShopifyCustomerAddressGetParams; result: ShopifyCustomerAddressRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyCustomerAddressRecord> };
    };
    product_images: {
      list: { params: ShopifyProductImagesListParams; result: ShopifyProductImagesRecord[] };
      get: { params: ShopifyProductImagesGetParams; result: ShopifyProductImagesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyProductImagesRecord> };
    };
    inventory_levels: {
      list: { params: ShopifyInventoryLevelsListParams; result: ShopifyInventoryLevelsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyInventoryLevelsRecord> };
    };
    discount_codes: {
      list: { params: ShopifyDiscountCodesListParams; result: ShopifyDiscountCodesRecord[] };
      get: { params: ShopifyDiscountCodesGetParams; result: ShopifyDiscountCodesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyDiscountCodesRecord> };
    };
    collects: {
      list: { params: ShopifyCollectsListParams; result: ShopifyCollectsRecord[] };
      get: { params: ShopifyCollectsGetParams; result: ShopifyCollectsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyCollectsRecord> };
    };
    fulfillments: {
      list: { params: ShopifyFulfillmentsListParams; result: ShopifyFulfillmentsRecord[] };
      get: { params: ShopifyFulfillmentsGetParams; result: ShopifyFulfillmentsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyFulfillmentsRecord> };
    };
    order_refunds: {
      list: { params: ShopifyOrderRefundsListParams; result: ShopifyOrderRefundsRecord[] };
      get: { params: ShopifyOrderRefundsGetParams; result: ShopifyOrderRefundsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyOrderRefundsRecord> };
    };
    transactions: {
      list: { params: ShopifyTransactionsListParams; result: ShopifyTransactionsRecord[] };
      get: { params: ShopifyTransactionsGetParams; result: ShopifyTransactionsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyTransactionsRecord> };
    };
    countries: {
      list: { params: ShopifyCountriesListParams; result: ShopifyCountriesRecord[] };
      get: { params: ShopifyCountriesGetParams; result: ShopifyCountriesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyCountriesRecord> };
    };
    metafield_shops: {
      list: { params: ShopifyMetafieldShopsListParams; result: ShopifyMetafieldShopsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldShopsRecord> };
    };
    metafield_customers: {
      list: { params: ShopifyMetafieldCustomersListParams; result: ShopifyMetafieldCustomersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldCustomersRecord> };
    };
    metafield_products: {
      list: { params: ShopifyMetafieldProductsListParams; result: ShopifyMetafieldProductsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldProductsRecord> };
    };
    metafield_orders: {
      list: { params: ShopifyMetafieldOrdersListParams; result: ShopifyMetafieldOrdersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldOrdersRecord> };
    };
    metafield_draft_orders: {
      list: { params: ShopifyMetafieldDraftOrdersListParams; result: ShopifyMetafieldDraftOrdersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldDraftOrdersRecord> };
    };
    metafield_locations: {
      list: { params: ShopifyMetafieldLocationsListParams; result: ShopifyMetafieldLocationsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldLocationsRecord> };
    };
    metafield_product_variants: {
      list: { params: ShopifyMetafieldProductVariantsListParams; result: ShopifyMetafieldProductVariantsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldProductVariantsRecord> };
    };
    metafield_smart_collections: {
      list: { params: ShopifyMetafieldSmartCollectionsListParams; result: ShopifyMetafieldSmartCollectionsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ShopifyMetafieldSmartCollectionsRecord> };
    };
  };
  slack: {
    users: {
      list: { params: SlackUsersListParams; result: SlackUsersRecord[] };
      get: { params: SlackUsersGetParams; result: SlackUsersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SlackUsersRecord> };
    };
    channels: {
      list: { params: SlackChannelsListParams; result: SlackChannelsRecord[] };
      get: { params: SlackChannelsGetParams; result: SlackChannelsRecord };
      create: { params: SlackChannelsCreateParams; result: unknown };
      update: { params: SlackChannelsUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SlackChannelsRecord> };
    };
    channel_messages: {
      list: { params: SlackChannelMessagesListParams; result: SlackChannelMessagesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SlackChannelMessagesRecord> };
    };
    threads: {
      list: { params: SlackThreadsListParams; result: SlackThreadsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SlackThreadsRecord> };
    };
    messages: {
      create: { params: SlackMessagesCreateParams; result: unknown };
      update: { params: SlackMessagesUpdateParams; result: unknown };
      delete: { params: SlackMessagesDeleteParams; result: unknown };
    };
    channel_topics: {
      create: { params: SlackChannelTopicsCreateParams; result: unknown };
    };
    channel_purposes: {
      create: { params: SlackChannelPurposesCreateParams; result: unknown };
    };
    channel_invites: {
      create: { params: SlackChannelInvitesCreateParams; result: unknown };
    };
    channel_archives: {
      create: { params: SlackChannelArchivesCreateParams; result: unknown };
    };
    channel_kicks: {
      create: { params: SlackChannelKicksCreateParams; result: unknown };
    };
    pins: {
      create: { params: SlackPinsCreateParams; result: unknown };
    };
    bookmarks: {
      create: { params: SlackBookmarksCreateParams; result: unknown };
    };
    ephemeral_messages: {
      create: { params: SlackEphemeralMessagesCreateParams; result: unknown };
    };
    scheduled_messages: {
      create: { params: SlackScheduledMessagesCreateParams; result: unknown };
    };
    reactions: {
      create: { params: SlackReactionsCreateParams; result: unknown };
      delete: { params: SlackReactionsDeleteParams; result: unknown };
    };
  };
  "snapchat-marketing": {
    organizations: {
      list: { params: SnapchatMarketingOrganizationsListParams; result: SnapchatMarketingOrganizationsRecord[] };
      get: { params: SnapchatMarketingOrganizationsGetParams; result: SnapchatMarketingOrganizationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingOrganizationsRecord> };
    };
    adaccounts: {
      list: { params: SnapchatMarketingAdaccountsListParams; result: SnapchatMarketingAdaccountsRecord[] };
      get: { params: SnapchatMarketingAdaccountsGetParams; result: SnapchatMarketingAdaccountsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingAdaccountsRecord> };
    };
    campaigns: {
      list: { params: SnapchatMarketingCampaignsListParams; result: SnapchatMarketingCampaignsRecord[] };
      get: { params: SnapchatMarketingCampaignsGetParams; result: SnapchatMarketingCampaignsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingCampaignsRecord> };
    };
    adsquads: {
      list: { params: SnapchatMarketingAdsquadsListParams; result: SnapchatMarketingAdsquadsRecord[] };
      get: { params: SnapchatMarketingAdsquadsGetParams; result: SnapchatMarketingAdsquadsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingAdsquadsRecord> };
    };
    ads: {
      list: { params: SnapchatMarketingAdsListParams; result: SnapchatMarketingAdsRecord[] };
      get: { params: SnapchatMarketingAdsGetParams; result: SnapchatMarketingAdsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingAdsRecord> };
    };
    creatives: {
      list: { params: SnapchatMarketingCreativesListParams; result: SnapchatMarketingCreativesRecord[] };
      get: { params: SnapchatMarketingCreativesGetParams; result: SnapchatMarketingCreativesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingCreativesRecord> };
    };
    media: {
      list: { params: SnapchatMarketingMediaListParams; result: SnapchatMarketingMediaRecord[] };
      get: { params: SnapchatMarketingMediaGetParams; result: SnapchatMarketingMediaRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingMediaRecord> };
    };
    segments: {
      list: { params: SnapchatMarketingSegmentsListParams; result: SnapchatMarketingSegmentsRecord[] };
      get: { params: SnapchatMarketingSegmentsGetParams; result: SnapchatMarketingSegmentsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<SnapchatMarketingSegmentsRecord> };
    };
  };
  stripe: {
    customers: {
      list: { params: StripeCustomersListParams; result: StripeCustomersRecord[] };
      get: { params: StripeCustomersGetParams; result: StripeCustomersRecord };
      create: { params: StripeCustomersCreateParams; result: unknown };
      update: { params: StripeCustomersUpdateParams; result: unknown };
      delete: { params: StripeCustomersDeleteParams; result: unknown };
      api_search: { params: StripeCustomersApiSearchParams; result: StripeCustomersRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<StripeCustomersRecord> };
    };
    invoices: {
      list: { params: StripeInvoicesListParams; result: StripeInvoicesRecord[] };
      get: { params: StripeInvoicesGetParams; result: StripeInvoicesRecord };
      create: { params: StripeInvoicesCreateParams; result: unknown };
      api_search: { params: StripeInvoicesApiSearchParams; result: StripeInvoicesRecord[] };
      finalize: { params: StripeInvoicesFinalizeParams; result: StripeInvoicesRecord };
      send: { params: StripeInvoicesSendParams; result: StripeInvoicesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<StripeInvoicesRecord> };
    };
    charges: {
      list: { params: StripeChargesListParams; result: StripeChargesRecord[] };
      get: { params: StripeChargesGetParams; result: StripeChargesRecord };
      api_search: { params: StripeChargesApiSearchParams; result: StripeChargesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<StripeChargesRecord> };
    };
    subscriptions: {
      list: { params: StripeSubscriptionsListParams; result: StripeSubscriptionsRecord[] };
      get: { params: StripeSubscriptionsGetParams; result: StripeSubscriptionsRecord };
      create: { params: StripeSubscriptionsCreateParams; result: unknown };
      update: { params: StripeSubscriptionsUpdateParams; result: unknown };
      delete: { params: StripeSubscriptionsDeleteParams; result: unknown };
      api_search: { params: StripeSubscriptionsApiSearchParams; result: StripeSubscriptionsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<StripeSubscriptionsRecord> };
    };
    refunds: {
      list: { params: StripeRefundsListParams; result: StripeRefundsRecord[] };
      get: { params: StripeRefundsGetParams; result: StripeRefundsRecord };
      create: { params: StripeRefundsCreateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<StripeRefundsRecord> };
    };
    products: {
      list: { params: StripeProductsListParams; result: unknown };
      get: { params: StripeProductsGetParams; result: unknown };
      create: { params: StripeProductsCreateParams; result: unknown };
      update: { params: StripeProductsUpdateParams; result: unknown };
      delete: { params: StripeProductsDeleteParams; result: unknown };
      api_search: { params: StripeProductsApiSearchParams; result: unknown };
    };
    balance: {
      get: { params: StripeBalanceGetParams; result: unknown };
    };
    balance_transactions: {
      list: { params: StripeBalanceTransactionsListParams; result: unknown };
      get: { params: StripeBalanceTransactionsGetParams; result: unknown };
    };
    payment_intents: {
      list: { params: StripePaymentIntentsListParams; result: StripePaymentIntentsRecord[] };
      get: { params: StripePaymentIntentsGetParams; result: StripePaymentIntentsRecord };
      create: { params: StripePaymentIntentsCreateParams; result: unknown };
      update: { params: StripePaymentIntentsUpdateParams; result: unknown };
      api_search: { params: StripePaymentIntentsApiSearchParams; result: StripePaymentIntentsRecord[] };
      confirm: { params: StripePaymentIntentsConfirmParams; result: StripePaymentIntentsRecord };
      cancel: { params: StripePaymentIntentsCancelParams; result: StripePaymentIntentsRecord };
    };
    payment_methods: {
      attach: { params: StripePaymentMethodsAttachParams; result: StripePaymentMethodsRecord };
    };
    prices: {
      create: { params: StripePricesCreateParams; result: unknown };
    };
    checkout_sessions: {
      create: { params: StripeCheckoutSessionsCreateParams; result: unknown };
    };
    disputes: {
      list: { params: StripeDisputesListParams; result: unknown };
      get: { params: StripeDisputesGetParams; result: unknown };
    };
    payouts: {
      list: { params: StripePayoutsListParams; result: unknown };
      get: { params: StripePayoutsGetParams; result: unknown };
    };
  };
  typeform: {
    forms: {
      list: { params: TypeformFormsListParams; result: TypeformFormsRecord[] };
      get: { params: TypeformFormsGetParams; result: TypeformFormsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<TypeformFormsRecord> };
    };
    responses: {
      list: { params: TypeformResponsesListParams; result: TypeformResponsesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<TypeformResponsesRecord> };
    };
    webhooks: {
      list: { params: TypeformWebhooksListParams; result: TypeformWebhooksRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<TypeformWebhooksRecord> };
    };
    workspaces: {
      list: { params: TypeformWorkspacesListParams; result: TypeformWorkspacesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<TypeformWorkspacesRecord> };
    };
    images: {
      list: { params: TypeformImagesListParams; result: TypeformImagesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<TypeformImagesRecord> };
    };
    themes: {
      list: { params: TypeformThemesListParams; result: TypeformThemesRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<TypeformThemesRecord> };
    };
  };
  "zendesk-support": {
    tickets: {
      list: { params: ZendeskSupportTicketsListParams; result: ZendeskSupportTicketsRecord[] };
      get: { params: ZendeskSupportTicketsGetParams; result: ZendeskSupportTicketsRecord };
      create: { params: ZendeskSupportTicketsCreateParams; result: unknown };
      update: { params: ZendeskSupportTicketsUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTicketsRecord> };
    };
    ticket_exports: {
      list: { params: ZendeskSupportTicketExportsListParams; result: ZendeskSupportTicketExportsRecord[] };
    };
    ticket_comments: {
      list: { params: ZendeskSupportTicketCommentsListParams; result: ZendeskSupportTicketCommentsRecord[] };
      create: { params: ZendeskSupportTicketCommentsCreateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTicketCommentsRecord> };
    };
    ticket_bulk_updates: {
      create: { params: ZendeskSupportTicketBulkUpdatesCreateParams; result: unknown };
    };
    deleted_tickets: {
      list: { params: ZendeskSupportDeletedTicketsListParams; result: ZendeskSupportDeletedTicketsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportDeletedTicketsRecord> };
    };
    users: {
      list: { params: ZendeskSupportUsersListParams; result: ZendeskSupportUsersRecord[] };
      get: { params: ZendeskSupportUsersGetParams; result: ZendeskSupportUsersRecord };
      create: { params: ZendeskSupportUsersCreateParams; result: unknown };
      update: { params: ZendeskSupportUsersUpdateParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportUsersRecord> };
    };
    user_exports: {
      list: { params: ZendeskSupportUserExportsListParams; result: ZendeskSupportUserExportsRecord[] };
    };
    organizations: {
      list: { params: ZendeskSupportOrganizationsListParams; result: ZendeskSupportOrganizationsRecord[] };
      get: { params: ZendeskSupportOrganizationsGetParams; result: ZendeskSupportOrganizationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportOrganizationsRecord> };
    };
    organization_exports: {
      list: { params: ZendeskSupportOrganizationExportsListParams; result: ZendeskSupportOrganizationExportsRecord[] };
    };
    groups: {
      list: { params: ZendeskSupportGroupsListParams; result: ZendeskSupportGroupsRecord[] };
      get: { params: ZendeskSupportGroupsGetParams; result: ZendeskSupportGroupsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportGroupsRecord> };
    };
    ticket_fields: {
      list: { params: ZendeskSupportTicketFieldsListParams; result: ZendeskSupportTicketFieldsRecord[] };
      get: { params: ZendeskSupportTicketFieldsGetParams; result: ZendeskSupportTicketFieldsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTicketFieldsRecord> };
    };
    brands: {
      list: { params: ZendeskSupportBrandsListParams; result: ZendeskSupportBrandsRecord[] };
      get: { params: ZendeskSupportBrandsGetParams; result: ZendeskSupportBrandsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportBrandsRecord> };
    };
    views: {
      list: { params: ZendeskSupportViewsListParams; result: ZendeskSupportViewsRecord[] };
      get: { params: ZendeskSupportViewsGetParams; result: ZendeskSupportViewsRecord };
    };
    macros: {
      list: { params: ZendeskSupportMacrosListParams; result: ZendeskSupportMacrosRecord[] };
      get: { params: ZendeskSupportMacrosGetParams; result: ZendeskSupportMacrosRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportMacrosRecord> };
    };
    triggers: {
      list: { params: ZendeskSupportTriggersListParams; result: ZendeskSupportTriggersRecord[] };
      get: { params: ZendeskSupportTriggersGetParams; result: ZendeskSupportTriggersRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTriggersRecord> };
    };
    automations: {
      list: { params: ZendeskSupportAutomationsListParams; result: ZendeskSupportAutomationsRecord[] };
      get: { params: ZendeskSupportAutomationsGetParams; result: ZendeskSupportAutomationsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportAutomationsRecord> };
    };
    satisfaction_ratings: {
      list: { params: ZendeskSupportSatisfactionRatingsListParams; result: ZendeskSupportSatisfactionRatingsRecord[] };
      get: { params: ZendeskSupportSatisfactionRatingsGetParams; result: ZendeskSupportSatisfactionRatingsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportSatisfactionRatingsRecord> };
    };
    sla_policies: {
      list: { params: ZendeskSupportSlaPoliciesListParams; result: ZendeskSupportSlaPoliciesRecord[] };
      get: { params: ZendeskSupportSlaPoliciesGetParams; result: ZendeskSupportSlaPoliciesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportSlaPoliciesRecord> };
    };
    ticket_forms: {
      list: { params: ZendeskSupportTicketFormsListParams; result: ZendeskSupportTicketFormsRecord[] };
      get: { params: ZendeskSupportTicketFormsGetParams; result: ZendeskSupportTicketFormsRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTicketFormsRecord> };
    };
    attachments: {
      get: { params: ZendeskSupportAttachmentsGetParams; result: ZendeskSupportAttachmentsRecord };
      download: { params: ZendeskSupportAttachmentsDownloadParams; result: unknown };
    };
    ticket_audits: {
      list: { params: ZendeskSupportTicketAuditsListParams; result: ZendeskSupportTicketAuditsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTicketAuditsRecord> };
    };
    ticket_metrics: {
      list: { params: ZendeskSupportTicketMetricsListParams; result: ZendeskSupportTicketMetricsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTicketMetricsRecord> };
    };
    tags: {
      list: { params: ZendeskSupportTagsListParams; result: ZendeskSupportTagsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportTagsRecord> };
    };
    group_memberships: {
      list: { params: ZendeskSupportGroupMembershipsListParams; result: ZendeskSupportGroupMembershipsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportGroupMembershipsRecord> };
    };
    organization_memberships: {
      list: { params: ZendeskSupportOrganizationMembershipsListParams; result: ZendeskSupportOrganizationMembershipsRecord[] };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportOrganizationMembershipsRecord> };
    };
    articles: {
      list: { params: ZendeskSupportArticlesListParams; result: ZendeskSupportArticlesRecord[] };
      get: { params: ZendeskSupportArticlesGetParams; result: ZendeskSupportArticlesRecord };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportArticlesRecord> };
    };
    article_attachments: {
      list: { params: ZendeskSupportArticleAttachmentsListParams; result: ZendeskSupportArticleAttachmentsRecord[] };
      get: { params: ZendeskSupportArticleAttachmentsGetParams; result: ZendeskSupportArticleAttachmentsRecord };
      download: { params: ZendeskSupportArticleAttachmentsDownloadParams; result: unknown };
      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<ZendeskSupportArticleAttachmentsRecord> };
    };
  };
}

declare module '../engine/typed.ts' {
  interface KindTypes extends GeneratedKinds {}
}
export interface KindSchemas {

}
/**
 * The filter's operators and fields are checked against the entity's searchable fields when the query is compiled.
 * 
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ContextStoreSearchParams".
 */
export interface ContextStoreSearchParams {
query: {
/**
 * Operator -> {field: value}, or and/or (lists), not, any (nested conditions). At most 8 levels (each and, or, not, any), 200 conditions, 20 words per keyword or fuzzy value, 2,000 full-text terms per search.
 */
filter?: {

}
/**
 * @maxItems 5
 */
sort?: {
[k: string]: "asc" | "desc" | undefined
}[]
}
limit?: number
/**
 * meta.cursor of the previous page, unchanged (opaque; bound to the connector and the query; lives 1 hour).
 */
cursor?: string
/**
 * Also records deleted at the vendor (kept until their retention passes); each has deleted_at in the store, not in the record.
 */
include_deleted?: boolean
/**
 * @maxItems 100
 */
fields?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableBasesRecord".
 */
export interface AirtableBasesRecord {
id: string
name: string
/**
 * none, read, comment, edit or create.
 */
permissionLevel: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableBasesListParams".
 */
export interface AirtableBasesListParams {
/**
 * Offset from the previous response (connector_metadata.offset).
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableTablesRecord".
 */
export interface AirtableTablesRecord {
id: string
name?: (string | null)
primaryFieldId?: (string | null)
description?: (string | null)
fields?: {
id?: string
name?: string
type?: string
options?: {

}
description?: string
}[]
views?: {
id?: string
name?: string
/**
 * grid, form, calendar, gallery, kanban, timeline, block, ...
 */
type?: string
}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableTablesListParams".
 */
export interface AirtableTablesListParams {
/**
 * Base id (app...).
 */
base_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableRecordsRecord".
 */
export interface AirtableRecordsRecord {
id: string
createdTime?: (string | null)
/**
 * Cell values keyed by field name (or id).
 */
fields?: ({

} | null)
/**
 * With recordMetadata: [commentCount].
 */
commentCount?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableRecordsListParams".
 */
export interface AirtableRecordsListParams {
/**
 * Base id (app...).
 */
base_id: string
/**
 * Table id (tbl..., preferred) or table name; sent percent-encoded.
 */
table_id_or_name: string
/**
 * Records per page, at most 100 (Airtable's default 100).
 */
pageSize?: number
/**
 * Most records in all pages together.
 */
maxRecords?: number
/**
 * View name or id: only its records, in its order.
 */
view?: string
/**
 * Airtable formula; a record is kept when it is not 0, false, empty or an error.
 */
filterByFormula?: string
/**
 * JSON array as text, e.g. [{"field":"Name","direction":"desc"}]; overrides the view's order.
 */
sort?: string
/**
 * Only these fields (names or ids).
 * 
 * @minItems 1
 */
fields?: string[]
/**
 * json (default) or string (user-facing text; needs timeZone and userLocale).
 */
cellFormat?: ("json" | "string")
/**
 * IANA time zone for cellFormat string, e.g. Europe/Paris.
 */
timeZone?: string
/**
 * Locale for cellFormat string, e.g. en-gb.
 */
userLocale?: string
/**
 * true keys fields by field id instead of field name.
 */
returnFieldsByFieldId?: boolean
/**
 * [commentCount] adds each record's comment count.
 * 
 * @minItems 1
 */
recordMetadata?: ("commentCount")[]
/**
 * Offset from the previous response (connector_metadata.offset).
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AirtableRecordsGetParams".
 */
export interface AirtableRecordsGetParams {
/**
 * Base id (app...).
 */
base_id: string
/**
 * Table id (tbl..., preferred) or table name; sent percent-encoded.
 */
table_id_or_name: string
/**
 * Record id (rec...).
 */
record_id: string
/**
 * true keys fields by field id instead of field name.
 */
returnFieldsByFieldId?: boolean
/**
 * json (default) or string (user-facing text; needs timeZone and userLocale).
 */
cellFormat?: ("json" | "string")
/**
 * IANA time zone for cellFormat string, e.g. Europe/Paris.
 */
timeZone?: string
/**
 * Locale for cellFormat string, e.g. en-gb.
 */
userLocale?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerOrdersRecord".
 */
export interface AmazonSellerPartnerOrdersRecord {
seller_id?: string
/**
 * Amazon order id, 3-7-7 digits.
 */
AmazonOrderId: string
SellerOrderId?: string
PurchaseDate: string
LastUpdateDate: string
OrderStatus: ("Pending" | "Unshipped" | "PartiallyShipped" | "Shipped" | "Canceled" | "Unfulfillable" | "InvoiceUnconfirmed" | "PendingAvailability")
/**
 * AFN (fulfilled by Amazon) or MFN (by the seller).
 */
FulfillmentChannel?: string
SalesChannel?: string
ShipServiceLevel?: string
/**
 * {CurrencyCode, Amount}; Amount is a decimal string.
 */
OrderTotal?: {

}
NumberOfItemsShipped?: number
NumberOfItemsUnshipped?: number
PaymentMethod?: string
PaymentMethodDetails?: string[]
MarketplaceId?: string
ShipmentServiceLevelCategory?: string
OrderType?: string
EarliestShipDate?: string
LatestShipDate?: string
EarliestDeliveryDate?: string
LatestDeliveryDate?: string
IsBusinessOrder?: boolean
IsPrime?: boolean
IsGlobalExpressEnabled?: boolean
IsPremiumOrder?: boolean
IsSoldByAB?: boolean
IsISPU?: boolean
IsAccessPointOrder?: boolean
HasRegulatedItems?: boolean
/**
 * Amazon sends "true"/"false" (a boolean in some responses).
 */
IsReplacementOrder?: (string | boolean)
ReplacedOrderId?: string
ShippingAddress?: {

}
DefaultShipFromLocationAddress?: {

}
AutomatedShippingSettings?: {

}
BuyerInfo?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerOrdersListParams".
 */
export interface AmazonSellerPartnerOrdersListParams {
/**
 * Orders created at or after this ISO 8601 instant; default (unless LastUpdatedAfter or LastUpdatedBefore is given) and lower bound the replication start date. null leaves it out.
 */
CreatedAfter?: (string | null)
/**
 * Orders created at or before this instant (default now minus two minutes).
 */
CreatedBefore?: string
/**
 * Orders last updated at or after this instant (CreatedAfter is then not defaulted).
 */
LastUpdatedAfter?: string
/**
 * Orders last updated at or before this instant; needs LastUpdatedAfter.
 */
LastUpdatedBefore?: string
/**
 * Only orders in these statuses: a list, or the same names comma-separated in one string ("Unshipped,PartiallyShipped"); sent comma-separated either way.
 * 
 * @minItems 1
 */
OrderStatuses?: (string | ("Pending" | "Unshipped" | "PartiallyShipped" | "Shipped" | "Canceled" | "Unfulfillable" | "InvoiceUnconfirmed" | "PendingAvailability")[])
/**
 * Optional: the configured marketplace (config.region) is always sent; naming it here (a list or a comma-separated string) is accepted, any other marketplace is refused.
 * 
 * @minItems 1
 */
MarketplaceIds?: (string | string[])
/**
 * AFN (fulfilled by Amazon), MFN (by the seller).
 * 
 * @minItems 1
 */
FulfillmentChannels?: ("AFN" | "MFN")[]
/**
 * @minItems 1
 */
PaymentMethods?: ("COD" | "CVS" | "Other")[]
/**
 * Only these orders (at most 50).
 * 
 * @minItems 1
 * @maxItems 50
 */
AmazonOrderIds?: string[]
/**
 * Seller-defined order id.
 */
SellerOrderId?: string
BuyerEmail?: string
/**
 * Orders per page, 1 to 100 (default 100).
 */
MaxResultsPerPage?: number
/**
 * NextToken of the previous page (metadata next_token); send the same filters with it.
 */
NextToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerOrdersGetParams".
 */
export interface AmazonSellerPartnerOrdersGetParams {
/**
 * Amazon order id, 3-7-7 digits (NNN-NNNNNNN-NNNNNNN).
 */
orderId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerOrderItemsRecord".
 */
export interface AmazonSellerPartnerOrderItemsRecord {
/**
 * Added from the page (the order the items belong to).
 */
AmazonOrderId: string
OrderItemId: string
ASIN: string
SellerSKU?: string
Title?: string
QuantityOrdered: number
QuantityShipped?: number
ItemPrice?: {

}
ItemTax?: {

}
ShippingPrice?: {

}
ShippingTax?: {

}
ShippingDiscount?: {

}
ShippingDiscountTax?: {

}
PromotionDiscount?: {

}
PromotionDiscountTax?: {

}
PromotionIds?: string[]
CODFee?: {

}
CODFeeDiscount?: {

}
/**
 * "true" or "false".
 */
IsGift?: string
ConditionId?: string
ConditionSubtypeId?: string
ConditionNote?: string
IossNumber?: string
DeemedResellerCategory?: string
StoreChainStoreId?: string
PriceDesignation?: string
ProductInfo?: {

}
BuyerInfo?: {

}
BuyerRequestedCancel?: {

}
PointsGranted?: {

}
TaxCollection?: {

}
IsTransparency?: boolean
SerialNumberRequired?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerOrderItemsListParams".
 */
export interface AmazonSellerPartnerOrderItemsListParams {
/**
 * Amazon order id, 3-7-7 digits (NNN-NNNNNNN-NNNNNNN).
 */
orderId: string
/**
 * NextToken of the previous page (metadata next_token); send the same filters with it.
 */
NextToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerListFinancialEventGroupsRecord".
 */
export interface AmazonSellerPartnerListFinancialEventGroupsRecord {
FinancialEventGroupId?: string
/**
 * Open or Closed.
 */
ProcessingStatus?: string
FundTransferStatus?: string
/**
 * {CurrencyCode, CurrencyAmount}.
 */
OriginalTotal?: {

}
ConvertedTotal?: {

}
FundTransferDate?: string
TraceId?: string
AccountTail?: string
BeginningBalance?: {

}
FinancialEventGroupStart?: string
FinancialEventGroupEnd?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerListFinancialEventGroupsListParams".
 */
export interface AmazonSellerPartnerListFinancialEventGroupsListParams {
/**
 * Groups opened at or after this instant (more than two minutes ago); default and lower bound the replication start date.
 */
FinancialEventGroupStartedAfter?: string
/**
 * Groups opened before this instant, at most 180 days after FinancialEventGroupStartedAfter (default: that + 180 days where it lies over three minutes in the past, else now).
 */
FinancialEventGroupStartedBefore?: string
/**
 * Groups per page, 1 to 100 (Amazon's default 10).
 */
MaxResultsPerPage?: number
/**
 * NextToken of the previous page (metadata next_token); send the same filters with it.
 */
NextToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerListFinancialEventsRecord".
 */
export interface AmazonSellerPartnerListFinancialEventsRecord {
ShipmentEventList?: unknown[]
ShipmentSettleEventList?: unknown[]
RefundEventList?: unknown[]
GuaranteeClaimEventList?: unknown[]
ChargebackEventList?: unknown[]
PayWithAmazonEventList?: unknown[]
ServiceProviderCreditEventList?: unknown[]
RetrochargeEventList?: unknown[]
RentalTransactionEventList?: unknown[]
ProductAdsPaymentEventList?: unknown[]
ServiceFeeEventList?: unknown[]
SellerDealPaymentEventList?: unknown[]
DebtRecoveryEventList?: unknown[]
LoanServicingEventList?: unknown[]
AdjustmentEventList?: unknown[]
SAFETReimbursementEventList?: unknown[]
SellerReviewEnrollmentPaymentEventList?: unknown[]
FBALiquidationEventList?: unknown[]
CouponPaymentEventList?: unknown[]
ImagingServicesFeeEventList?: unknown[]
NetworkComminglingTransactionEventList?: unknown[]
AffordabilityExpenseEventList?: unknown[]
AffordabilityExpenseReversalEventList?: unknown[]
RemovalShipmentEventList?: unknown[]
RemovalShipmentAdjustmentEventList?: unknown[]
TrialShipmentEventList?: unknown[]
TDSReimbursementEventList?: unknown[]
AdhocDisbursementEventList?: unknown[]
TaxWithholdingEventList?: unknown[]
ChargeRefundEventList?: unknown[]
FailedAdhocDisbursementEventList?: unknown[]
ValueAddedServiceChargeEventList?: unknown[]
CapacityReservationBillingEventList?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerListFinancialEventsListParams".
 */
export interface AmazonSellerPartnerListFinancialEventsListParams {
/**
 * Events posted at or after this instant (more than two minutes ago); default and lower bound the replication start date.
 */
PostedAfter?: string
/**
 * Events posted before this instant, at most 180 days after PostedAfter (default: PostedAfter + 180 days where that lies over three minutes in the past, else now).
 */
PostedBefore?: string
/**
 * Events per page, 1 to 100 (default 100).
 */
MaxResultsPerPage?: number
/**
 * NextToken of the previous page (metadata next_token); send the same filters with it.
 */
NextToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerCatalogItemsRecord".
 */
export interface AmazonSellerPartnerCatalogItemsRecord {
asin: string
attributes?: {

}
classifications?: unknown[]
dimensions?: unknown[]
identifiers?: unknown[]
images?: unknown[]
productTypes?: unknown[]
relationships?: unknown[]
salesRanks?: unknown[]
summaries?: unknown[]
vendorDetails?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerCatalogItemsListParams".
 */
export interface AmazonSellerPartnerCatalogItemsListParams {
/**
 * Words to search for (at most 20).
 * 
 * @minItems 1
 * @maxItems 20
 */
keywords?: string[]
/**
 * Product identifiers of identifiersType (at most 20).
 * 
 * @minItems 1
 * @maxItems 20
 */
identifiers?: string[]
identifiersType?: ("ASIN" | "EAN" | "GTIN" | "ISBN" | "JAN" | "MINSAN" | "SKU" | "UPC")
/**
 * Data sets to return (default summaries).
 * 
 * @minItems 1
 */
includedData?: ("attributes" | "classifications" | "dimensions" | "identifiers" | "images" | "productTypes" | "relationships" | "salesRanks" | "summaries" | "vendorDetails")[]
/**
 * Restrict a keywords search to these brands.
 * 
 * @minItems 1
 */
brandNames?: string[]
/**
 * Restrict a keywords search to these browse classifications.
 * 
 * @minItems 1
 */
classificationIds?: string[]
/**
 * Selling partner id; required with identifiersType SKU.
 */
sellerId?: string
/**
 * Locale of localized summaries, e.g. en_US.
 */
locale?: string
/**
 * Language of the keywords.
 */
keywordsLocale?: string
/**
 * Items per page, 1 to 20 (default 10).
 */
pageSize?: number
/**
 * pagination.nextToken of the previous page; send the same search again.
 */
pageToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerCatalogItemsGetParams".
 */
export interface AmazonSellerPartnerCatalogItemsGetParams {
/**
 * ASIN, 10 characters (B07N4M94X4).
 */
asin: string
/**
 * Data sets to return (default summaries).
 * 
 * @minItems 1
 */
includedData?: ("attributes" | "classifications" | "dimensions" | "identifiers" | "images" | "productTypes" | "relationships" | "salesRanks" | "summaries" | "vendorDetails")[]
/**
 * Locale of localized summaries, e.g. en_US.
 */
locale?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerReportsRecord".
 */
export interface AmazonSellerPartnerReportsRecord {
reportId: string
reportType: string
marketplaceIds?: string[]
dataStartTime?: string
dataEndTime?: string
reportScheduleId?: string
createdTime: string
processingStatus: ("CANCELLED" | "DONE" | "FATAL" | "IN_PROGRESS" | "IN_QUEUE")
processingStartTime?: string
processingEndTime?: string
reportDocumentId?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerReportsListParams".
 */
export interface AmazonSellerPartnerReportsListParams {
/**
 * Report types, e.g. GET_MERCHANT_LISTINGS_ALL_DATA (1 to 10).
 * 
 * @minItems 1
 * @maxItems 10
 */
reportTypes?: string[]
/**
 * @minItems 1
 */
processingStatuses?: ("CANCELLED" | "DONE" | "FATAL" | "IN_PROGRESS" | "IN_QUEUE")[]
/**
 * Reports of at least one of these marketplaces (any by default).
 * 
 * @minItems 1
 * @maxItems 10
 */
marketplaceIds?: string[]
/**
 * Reports per page, 1 to 100 (default 10).
 */
pageSize?: number
/**
 * Created at or after this instant (default and limit 90 days ago).
 */
createdSince?: string
/**
 * Created at or before this instant (default now).
 */
createdUntil?: string
/**
 * nextToken of the previous page, sent alone.
 */
nextToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmazonSellerPartnerReportsGetParams".
 */
export interface AmazonSellerPartnerReportsGetParams {
/**
 * Report id from createReport or the reports list.
 */
reportId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeAnnotationsRecord".
 */
export interface AmplitudeAnnotationsRecord {
id: number
/**
 * Day of start (YYYY-MM-DD).
 */
date?: (string | null)
/**
 * Start, ISO 8601 with offset (2025-11-01T07:00:00+00:00).
 */
start?: (string | null)
/**
 * End of a time-range annotation; null for a single moment.
 */
end?: (string | null)
label?: (string | null)
details?: (string | null)
/**
 * The chart it shows on; null for a project-wide annotation.
 */
chart_id?: (string | null)
/**
 * {id, name}.
 */
category?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeAnnotationsListParams".
 */
export interface AmplitudeAnnotationsListParams {
/**
 * Only annotations in this category (by name).
 */
category?: string
/**
 * Only annotations shown on this chart.
 */
chart_id?: string
/**
 * Only annotations after this time (ISO 8601 with offset, e.g. 2025-11-01T07:00:00+00:00).
 */
start?: string
/**
 * Only annotations before this time (ISO 8601 with offset); a range must end before it.
 */
end?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeAnnotationsGetParams".
 */
export interface AmplitudeAnnotationsGetParams {
/**
 * Id of the annotation.
 */
annotation_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeCohortsRecord".
 */
export interface AmplitudeCohortsRecord {
id: string
appId?: (number | null)
archived?: (boolean | null)
/**
 * Amplitude's internal representation of the cohort definition.
 */
definition?: ({

} | null)
description?: (string | null)
finished?: (boolean | null)
name?: (string | null)
owners?: (string[] | null)
viewers?: (string[] | null)
/**
 * Whether other users can discover it.
 */
published?: (boolean | null)
size?: (number | null)
type?: (string | null)
/**
 * Unix seconds.
 */
lastMod?: (number | null)
/**
 * Unix seconds.
 */
createdAt?: (number | null)
/**
 * Unix seconds.
 */
lastComputed?: (number | null)
hidden?: (boolean | null)
is_predictive?: (boolean | null)
is_official_content?: (boolean | null)
is_generated_content?: (boolean | null)
location_id?: (string | null)
shortcut_ids?: (unknown[] | null)
chart_id?: (string | null)
edit_id?: (string | null)
popularity?: (number | null)
view_count?: (number | null)
last_viewed?: (number | null)
metadata?: (unknown[] | null)
per_app_metadata?: ({

} | null)
cohort_definition_type?: (string | null)
cohort_output_type?: (string | null)
include_data_app_types?: (unknown[] | null)
/**
 * Cohort syncs (with includeSyncInfo: true).
 */
syncMetadata?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeCohortsListParams".
 */
export interface AmplitudeCohortsListParams {
/**
 * true adds each cohort's active syncs (syncMetadata).
 */
includeSyncInfo?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeCohortsGetParams".
 */
export interface AmplitudeCohortsGetParams {
/**
 * Id of the cohort (as in its URL, e.g. 26umsb5).
 */
cohort_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeEventsListRecord".
 */
export interface AmplitudeEventsListRecord {
id?: (number | null)
/**
 * Name of the event type in the raw data.
 */
value?: (string | null)
/**
 * Display name.
 */
display?: (string | null)
name?: (string | null)
/**
 * Times the event happened this week.
 */
totals?: (number | null)
totals_delta?: (number | null)
hidden?: (boolean | null)
deleted?: (boolean | null)
/**
 * Marked inactive.
 */
non_active?: (boolean | null)
/**
 * Hidden from Pathfinder.
 */
flow_hidden?: (boolean | null)
timeline_hidden?: (boolean | null)
autohidden?: (boolean | null)
clusters_hidden?: (boolean | null)
in_waitroom?: (boolean | null)
waitroom_approved?: (boolean | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeEventsListListParams".
 */
export interface AmplitudeEventsListListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeActiveUsersRecord".
 */
export interface AmplitudeActiveUsersRecord {
/**
 * date|metric|interval|group_by (- without)|series label (or index), e.g. 2024-01-01|active|1|-|0.
 */
id: string
/**
 * The day (YYYY-MM-DD) the count is for; with interval 7 or 30, the first day of the week or month.
 */
date: string
/**
 * Number of active (or new) users.
 */
value?: (number | null)
/**
 * m: active or new users.
 */
metric?: ("active" | "new")
/**
 * i: 1 daily, 7 weekly, 30 monthly counts.
 */
interval?: (1 | 7 | 30)
/**
 * g: the property grouped by, or null.
 */
group_by?: (string | null)
/**
 * Amplitude's label of the series: the group-by value (United States), or the segment's label.
 */
series_label?: (string | null)
/**
 * Position of the series in Amplitude's answer.
 */
series_index?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeActiveUsersListParams".
 */
export interface AmplitudeActiveUsersListParams {
/**
 * First day included, YYYYMMDD (20240101; 2024-01-01 is accepted too), in the project's time zone.
 */
start: string
/**
 * Last day included, YYYYMMDD (2024-01-31; 2024-01-31 is accepted too).
 */
end: string
/**
 * Count active (default) or new users.
 */
m?: ("active" | "new")
/**
 * Period: 1 daily (default), 7 weekly, 30 monthly.
 */
i?: (1 | 7 | 30)
/**
 * Property to group by: version, country, city, region, DMA, language, platform, os, device, device_type, start_version, paying, or gp:<custom user property>.
 */
g?: string
/**
 * Segment conditions (sent as Amplitude's JSON text), e.g. [{prop: country, op: is, values: [Germany]}]; a cohort is {prop: userdata_cohort, op: is, values: [<cohort id>]}.
 * 
 * @minItems 1
 */
s?: {
prop: string
op: ("is" | "is not" | "contains" | "does not contain" | "less" | "less or equal" | "greater" | "greater or equal" | "set is" | "set is not")
values: string[]
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeAverageSessionLengthRecord".
 */
export interface AmplitudeAverageSessionLengthRecord {
/**
 * The day (YYYY-MM-DD), with |<series index> after the first series.
 */
id: string
/**
 * The day (YYYY-MM-DD) in the project's time zone.
 */
date: string
/**
 * Average session length that day, in seconds.
 */
length?: (number | null)
/**
 * Position of the series in Amplitude's answer (0).
 */
series_index?: number
/**
 * The segment's index from seriesMeta.
 */
segment_index?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AmplitudeAverageSessionLengthListParams".
 */
export interface AmplitudeAverageSessionLengthListParams {
/**
 * First day included, YYYYMMDD (20240101; 2024-01-01 is accepted too), in the project's time zone.
 */
start: string
/**
 * Last day included, YYYYMMDD (2024-01-31; 2024-01-31 is accepted too).
 */
end: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTasksRecord".
 */
export interface AsanaTasksRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
actual_time_minutes?: (number | null)
approval_status?: (string | null)
assignee?: ({

} | null)
completed?: boolean
completed_at?: (string | null)
completed_by?: ({

} | null)
created_at?: string
custom_fields?: unknown[]
dependencies?: unknown[]
dependents?: unknown[]
due_at?: (string | null)
due_on?: (string | null)
external?: ({

} | null)
followers?: unknown[]
hearted?: boolean
hearts?: unknown[]
html_notes?: string
is_rendered_as_separator?: boolean
liked?: boolean
likes?: unknown[]
memberships?: unknown[]
modified_at?: string
notes?: string
num_hearts?: number
num_likes?: number
num_subtasks?: number
parent?: ({

} | null)
permalink_url?: string
projects?: unknown[]
start_on?: (string | null)
tags?: unknown[]
workspace?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTasksListParams".
 */
export interface AsanaTasksListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Object gid.
 */
project?: string
/**
 * Object gid.
 */
section?: string
/**
 * Object gid.
 */
workspace?: string
/**
 * A user: gid, email or me.
 */
assignee?: string
/**
 * Only tasks that are incomplete or were completed since this time (ISO 8601 date-time, or now).
 */
completed_since?: (string | "now")
/**
 * Only tasks modified since this time (ISO 8601).
 */
modified_since?: string
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTasksGetParams".
 */
export interface AsanaTasksGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
task_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTasksCreateParams".
 */
export interface AsanaTasksCreateParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * The new task.
 */
data: {
/**
 * Task name.
 */
name: string
/**
 * default_task unless given; a milestone cannot have a start date.
 */
resource_subtype?: ("default_task" | "milestone" | "section" | "approval")
/**
 * Assignee: user gid, email or me; null to unassign.
 */
assignee?: (string | null)
/**
 * Section gid in the assignee's My tasks.
 */
assignee_section?: (string | null)
/**
 * Plain-text description.
 */
notes?: string
/**
 * Rich-text description, wrapped in <body>...</body>.
 */
html_notes?: string
/**
 * Due date (YYYY-MM-DD); not with due_at.
 */
due_on?: (string | null)
/**
 * Due date and time (ISO 8601, UTC); not with due_on.
 */
due_at?: (string | null)
/**
 * Start date (YYYY-MM-DD); needs due_on or due_at.
 */
start_on?: (string | null)
/**
 * Start date and time (ISO 8601); needs due_at.
 */
start_at?: (string | null)
completed?: boolean
/**
 * For approval tasks.
 */
approval_status?: ("pending" | "approved" | "rejected" | "changes_requested")
liked?: boolean
/**
 * Custom field gid -> value (enum option gid, text, number, date object or list).
 */
custom_fields?: {

}
/**
 * Workspace gid; cannot be changed later. Optional when projects or parent is given.
 */
workspace?: string
/**
 * Gids.
 * 
 * Items: Object gid.
 */
projects?: string[]
/**
 * Gids.
 * 
 * Items: Object gid.
 */
tags?: string[]
/**
 * Users: gid, email or me.
 * 
 * Items: A user: gid, email or me.
 */
followers?: string[]
/**
 * Parent task gid; creates a subtask.
 */
parent?: string
}
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTasksUpdateParams".
 */
export interface AsanaTasksUpdateParams {
/**
 * Fields to change.
 */
data: {
/**
 * Task name.
 */
name?: string
/**
 * default_task unless given; a milestone cannot have a start date.
 */
resource_subtype?: ("default_task" | "milestone" | "section" | "approval")
/**
 * Assignee: user gid, email or me; null to unassign.
 */
assignee?: (string | null)
/**
 * Section gid in the assignee's My tasks.
 */
assignee_section?: (string | null)
/**
 * Plain-text description.
 */
notes?: string
/**
 * Rich-text description, wrapped in <body>...</body>.
 */
html_notes?: string
/**
 * Due date (YYYY-MM-DD); not with due_at.
 */
due_on?: (string | null)
/**
 * Due date and time (ISO 8601, UTC); not with due_on.
 */
due_at?: (string | null)
/**
 * Start date (YYYY-MM-DD); needs due_on or due_at.
 */
start_on?: (string | null)
/**
 * Start date and time (ISO 8601); needs due_at.
 */
start_at?: (string | null)
completed?: boolean
/**
 * For approval tasks.
 */
approval_status?: ("pending" | "approved" | "rejected" | "changes_requested")
liked?: boolean
/**
 * Custom field gid -> value (enum option gid, text, number, date object or list).
 */
custom_fields?: {

}
}
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
task_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTasksDeleteParams".
 */
export interface AsanaTasksDeleteParams {
/**
 * Object gid.
 */
task_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectTasksRecord".
 */
export interface AsanaProjectTasksRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectTasksListParams".
 */
export interface AsanaProjectTasksListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Only tasks that are incomplete or were completed since this time (ISO 8601 date-time, or now).
 */
completed_since?: (string | "now")
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
project_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTaskSearchRecord".
 */
export interface AsanaWorkspaceTaskSearchRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTaskSearchListParams".
 */
export interface AsanaWorkspaceTaskSearchListParams {
/**
 * Object gid.
 */
workspace_gid: string
/**
 * Most tasks to return, 1 to 100.
 */
limit?: number
/**
 * Full-text search on task name and description.
 */
text?: string
resource_subtype?: ("default_task" | "milestone" | "approval" | "custom")
completed?: boolean
/**
 * Incomplete tasks with dependents.
 */
is_blocking?: boolean
/**
 * Tasks with incomplete dependencies.
 */
is_blocked?: boolean
has_attachment?: boolean
is_subtask?: boolean
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"assignee.any"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"assignee.not"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"created_by.any"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"created_by.not"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"assigned_by.any"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"assigned_by.not"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"followers.any"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"followers.not"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"liked_by.not"?: (string | string[])
/**
 * Users (gid, email or me), a list or comma-separated.
 */
"commented_on_by.not"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"portfolios.any"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"projects.any"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"projects.not"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"projects.all"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"sections.any"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"sections.not"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"sections.all"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"tags.any"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"tags.not"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"tags.all"?: (string | string[])
/**
 * Gids, a list or comma-separated.
 */
"teams.any"?: (string | string[])
/**
 * A date (YYYY-MM-DD), or null for tasks without one.
 */
due_on?: string
/**
 * YYYY-MM-DD.
 */
"due_on.before"?: string
/**
 * YYYY-MM-DD.
 */
"due_on.after"?: string
/**
 * ISO 8601 date-time.
 */
"due_at.before"?: string
/**
 * ISO 8601 date-time.
 */
"due_at.after"?: string
/**
 * A date (YYYY-MM-DD), or null for tasks without one.
 */
start_on?: string
/**
 * YYYY-MM-DD.
 */
"start_on.before"?: string
/**
 * YYYY-MM-DD.
 */
"start_on.after"?: string
/**
 * A date (YYYY-MM-DD), or null for tasks without one.
 */
created_on?: string
/**
 * YYYY-MM-DD.
 */
"created_on.before"?: string
/**
 * YYYY-MM-DD.
 */
"created_on.after"?: string
/**
 * ISO 8601 date-time.
 */
"created_at.before"?: string
/**
 * ISO 8601 date-time.
 */
"created_at.after"?: string
/**
 * A date (YYYY-MM-DD), or null for tasks without one.
 */
completed_on?: string
/**
 * YYYY-MM-DD.
 */
"completed_on.before"?: string
/**
 * YYYY-MM-DD.
 */
"completed_on.after"?: string
/**
 * ISO 8601 date-time.
 */
"completed_at.before"?: string
/**
 * ISO 8601 date-time.
 */
"completed_at.after"?: string
/**
 * A date (YYYY-MM-DD), or null for tasks without one.
 */
modified_on?: string
/**
 * YYYY-MM-DD.
 */
"modified_on.before"?: string
/**
 * YYYY-MM-DD.
 */
"modified_on.after"?: string
/**
 * ISO 8601 date-time.
 */
"modified_at.before"?: string
/**
 * ISO 8601 date-time.
 */
"modified_at.after"?: string
/**
 * Default modified_at.
 */
sort_by?: ("due_date" | "created_at" | "completed_at" | "likes" | "modified_at" | "relevance")
/**
 * Default false (newest first).
 */
sort_ascending?: boolean
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectsRecord".
 */
export interface AsanaProjectsRecord {
gid: string
resource_type?: string
name?: string
archived?: boolean
color?: (string | null)
completed?: boolean
completed_at?: (string | null)
created_at?: string
modified_at?: string
current_status_update?: ({

} | null)
default_view?: string
due_on?: (string | null)
start_on?: (string | null)
notes?: string
html_notes?: string
owner?: ({

} | null)
team?: ({

} | null)
workspace?: {

}
members?: unknown[]
followers?: unknown[]
custom_fields?: unknown[]
permalink_url?: string
privacy_setting?: (string | null)
public?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectsListParams".
 */
export interface AsanaProjectsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Object gid.
 */
workspace?: string
/**
 * @deprecated
 * Team gid (deprecated by Asana).
 */
team?: string
/**
 * Only projects whose archived flag equals this.
 */
archived?: boolean
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectsGetParams".
 */
export interface AsanaProjectsGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
project_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectsCreateParams".
 */
export interface AsanaProjectsCreateParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * The new project.
 */
data: {
name?: string
notes?: string
html_notes?: string
archived?: boolean
color?: ("dark-pink" | "dark-green" | "dark-blue" | "dark-red" | "dark-teal" | "dark-brown" | "dark-orange" | "dark-purple" | "dark-warm-gray" | "light-pink" | "light-green" | "light-blue" | "light-red" | "light-teal" | "light-brown" | "light-orange" | "light-purple" | "light-warm-gray" | "none" | null)
icon?: ("list" | "board" | "timeline" | "calendar" | "rocket" | "people" | "graph" | "star" | "bug" | "light_bulb" | "globe" | "gear" | "notebook" | "computer" | "check" | "target" | "html" | "megaphone" | "chat_bubbles" | "briefcase" | "page_layout" | "mountain_flag" | "puzzle" | "presentation" | "line_and_symbols" | "speed_dial" | "ribbon" | "shoe" | "shopping_basket" | "map" | "ticket" | "coins" | null)
default_view?: ("list" | "board" | "calendar" | "timeline")
/**
 * YYYY-MM-DD.
 */
due_on?: (string | null)
/**
 * YYYY-MM-DD; needs due_on.
 */
start_on?: (string | null)
privacy_setting?: ("public_to_workspace" | "private_to_team" | "private")
default_access_level?: ("admin" | "editor" | "commenter" | "viewer")
minimum_access_level_for_customization?: ("admin" | "editor")
minimum_access_level_for_sharing?: ("admin" | "editor")
/**
 * Owner user gid.
 */
owner?: (string | null)
/**
 * Team gid (deprecated by Asana; needed in an organization).
 */
team?: string
/**
 * Custom field gid -> value.
 */
custom_fields?: {

}
/**
 * Workspace gid; cannot be changed later.
 */
workspace?: string
/**
 * Comma-separated users (gid, email or me).
 */
followers?: string
}
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectsUpdateParams".
 */
export interface AsanaProjectsUpdateParams {
data: {
name?: string
notes?: string
html_notes?: string
archived?: boolean
color?: ("dark-pink" | "dark-green" | "dark-blue" | "dark-red" | "dark-teal" | "dark-brown" | "dark-orange" | "dark-purple" | "dark-warm-gray" | "light-pink" | "light-green" | "light-blue" | "light-red" | "light-teal" | "light-brown" | "light-orange" | "light-purple" | "light-warm-gray" | "none" | null)
icon?: ("list" | "board" | "timeline" | "calendar" | "rocket" | "people" | "graph" | "star" | "bug" | "light_bulb" | "globe" | "gear" | "notebook" | "computer" | "check" | "target" | "html" | "megaphone" | "chat_bubbles" | "briefcase" | "page_layout" | "mountain_flag" | "puzzle" | "presentation" | "line_and_symbols" | "speed_dial" | "ribbon" | "shoe" | "shopping_basket" | "map" | "ticket" | "coins" | null)
default_view?: ("list" | "board" | "calendar" | "timeline")
/**
 * YYYY-MM-DD.
 */
due_on?: (string | null)
/**
 * YYYY-MM-DD; needs due_on.
 */
start_on?: (string | null)
privacy_setting?: ("public_to_workspace" | "private_to_team" | "private")
default_access_level?: ("admin" | "editor" | "commenter" | "viewer")
minimum_access_level_for_customization?: ("admin" | "editor")
minimum_access_level_for_sharing?: ("admin" | "editor")
/**
 * Owner user gid.
 */
owner?: (string | null)
/**
 * Team gid (deprecated by Asana; needed in an organization).
 */
team?: string
/**
 * Custom field gid -> value.
 */
custom_fields?: {

}
}
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
project_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectsDeleteParams".
 */
export interface AsanaProjectsDeleteParams {
/**
 * Object gid.
 */
project_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskProjectsRecord".
 */
export interface AsanaTaskProjectsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskProjectsListParams".
 */
export interface AsanaTaskProjectsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
task_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTeamProjectsRecord".
 */
export interface AsanaTeamProjectsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTeamProjectsListParams".
 */
export interface AsanaTeamProjectsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
archived?: boolean
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
team_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceProjectsRecord".
 */
export interface AsanaWorkspaceProjectsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceProjectsListParams".
 */
export interface AsanaWorkspaceProjectsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
archived?: boolean
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
workspace_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspacesRecord".
 */
export interface AsanaWorkspacesRecord {
gid: string
resource_type?: string
name?: string
is_organization?: boolean
email_domains?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspacesListParams".
 */
export interface AsanaWorkspacesListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspacesGetParams".
 */
export interface AsanaWorkspacesGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
workspace_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaUsersRecord".
 */
export interface AsanaUsersRecord {
gid: string
resource_type?: string
name?: string
email?: string
photo?: ({

} | null)
workspaces?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaUsersListParams".
 */
export interface AsanaUsersListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Object gid.
 */
workspace?: string
/**
 * Object gid.
 */
team?: string
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaUsersGetParams".
 */
export interface AsanaUsersGetParams {
/**
 * Object gid.
 */
workspace?: string
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * A user: gid, email or me.
 */
user_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceUsersRecord".
 */
export interface AsanaWorkspaceUsersRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceUsersListParams".
 */
export interface AsanaWorkspaceUsersListParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
workspace_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTeamUsersRecord".
 */
export interface AsanaTeamUsersRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTeamUsersListParams".
 */
export interface AsanaTeamUsersListParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
team_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTeamsRecord".
 */
export interface AsanaTeamsRecord {
gid: string
resource_type?: string
name?: string
description?: string
html_description?: string
organization?: {

}
permalink_url?: string
visibility?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTeamsGetParams".
 */
export interface AsanaTeamsGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
team_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTeamsRecord".
 */
export interface AsanaWorkspaceTeamsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTeamsListParams".
 */
export interface AsanaWorkspaceTeamsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
workspace_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaUserTeamsRecord".
 */
export interface AsanaUserTeamsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaUserTeamsListParams".
 */
export interface AsanaUserTeamsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Workspace (organization) gid.
 */
organization: string
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * A user: gid, email or me.
 */
user_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaAttachmentsRecord".
 */
export interface AsanaAttachmentsRecord {
gid: string
resource_type?: string
name?: string
resource_subtype?: string
created_at?: string
host?: string
size?: number
parent?: {

}
permanent_url?: string
view_url?: string
connected_to_app?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaAttachmentsListParams".
 */
export interface AsanaAttachmentsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Gid of the task, project or project brief.
 */
parent: string
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaAttachmentsGetParams".
 */
export interface AsanaAttachmentsGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
attachment_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaAttachmentsDownloadParams".
 */
export interface AsanaAttachmentsDownloadParams {
/**
 * Object gid.
 */
attachment_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTagsRecord".
 */
export interface AsanaWorkspaceTagsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTagsListParams".
 */
export interface AsanaWorkspaceTagsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
workspace_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceTagsCreateParams".
 */
export interface AsanaWorkspaceTagsCreateParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
data: {
name?: string
color?: ("dark-pink" | "dark-green" | "dark-blue" | "dark-red" | "dark-teal" | "dark-brown" | "dark-orange" | "dark-purple" | "dark-warm-gray" | "light-pink" | "light-green" | "light-blue" | "light-red" | "light-teal" | "light-brown" | "light-orange" | "light-purple" | "light-warm-gray" | null)
notes?: string
/**
 * Items: A user: gid, email or me.
 */
followers?: string[]
}
/**
 * Object gid.
 */
workspace_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTagsRecord".
 */
export interface AsanaTagsRecord {
gid: string
resource_type?: string
name?: string
color?: string
notes?: string
created_at?: string
followers?: unknown[]
workspace?: {

}
permalink_url?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTagsGetParams".
 */
export interface AsanaTagsGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
tag_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTagsUpdateParams".
 */
export interface AsanaTagsUpdateParams {
data: {
name?: string
color?: ("dark-pink" | "dark-green" | "dark-blue" | "dark-red" | "dark-teal" | "dark-brown" | "dark-orange" | "dark-purple" | "dark-warm-gray" | "light-pink" | "light-green" | "light-blue" | "light-red" | "light-teal" | "light-brown" | "light-orange" | "light-purple" | "light-warm-gray" | null)
notes?: string
}
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
tag_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTagsDeleteParams".
 */
export interface AsanaTagsDeleteParams {
/**
 * Object gid.
 */
tag_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTagTasksRecord".
 */
export interface AsanaTagTasksRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTagTasksListParams".
 */
export interface AsanaTagTasksListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
tag_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectSectionsRecord".
 */
export interface AsanaProjectSectionsRecord {
gid: string
resource_type?: string
name?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectSectionsListParams".
 */
export interface AsanaProjectSectionsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
project_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaProjectSectionsCreateParams".
 */
export interface AsanaProjectSectionsCreateParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
data: {
/**
 * Section name (not empty).
 */
name: string
/**
 * Existing section gid to insert before.
 */
insert_before?: string
/**
 * Existing section gid to insert after.
 */
insert_after?: string
}
/**
 * Object gid.
 */
project_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionsRecord".
 */
export interface AsanaSectionsRecord {
gid: string
resource_type?: string
name?: string
created_at?: string
project?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionsGetParams".
 */
export interface AsanaSectionsGetParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
section_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionsUpdateParams".
 */
export interface AsanaSectionsUpdateParams {
data: {
name: string
}
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
section_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionsDeleteParams".
 */
export interface AsanaSectionsDeleteParams {
/**
 * Object gid.
 */
section_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionTasksRecord".
 */
export interface AsanaSectionTasksRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionTasksListParams".
 */
export interface AsanaSectionTasksListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Only tasks that are incomplete or were completed since this time (ISO 8601 date-time, or now).
 */
completed_since?: (string | "now")
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
section_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaSectionTasksCreateParams".
 */
export interface AsanaSectionTasksCreateParams {
data: {
/**
 * Task gid.
 */
task: string
/**
 * Task gid in the section to insert before.
 */
insert_before?: string
/**
 * Task gid in the section to insert after.
 */
insert_after?: string
}
/**
 * Object gid.
 */
section_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskSubtasksRecord".
 */
export interface AsanaTaskSubtasksRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskSubtasksListParams".
 */
export interface AsanaTaskSubtasksListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
task_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskDependenciesRecord".
 */
export interface AsanaTaskDependenciesRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskDependenciesListParams".
 */
export interface AsanaTaskDependenciesListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
task_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskDependentsRecord".
 */
export interface AsanaTaskDependentsRecord {
gid: string
resource_type?: "task"
name?: string
resource_subtype?: string
created_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskDependentsListParams".
 */
export interface AsanaTaskDependentsListParams {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
/**
 * Object gid.
 */
task_gid: string
/**
 * Omit on the first call; pass next_page.offset of the previous response to read the next page.
 */
offset?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskStoriesCreateParams".
 */
export interface AsanaTaskStoriesCreateParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
data: {
/**
 * Plain-text comment.
 */
text?: string
/**
 * Rich-text comment, wrapped in <body>...</body>.
 */
html_text?: string
is_pinned?: boolean
sticker_name?: ("green_checkmark" | "people_dancing" | "dancing_unicorn" | "heart" | "party_popper" | "people_waving_flags" | "splashing_narwhal" | "trophy" | "yeti_riding_unicorn" | "celebrating_people" | "determined_climbers" | "phoenix_spreading_love")
}
/**
 * Object gid.
 */
task_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskTagsCreateParams".
 */
export interface AsanaTaskTagsCreateParams {
data: {
/**
 * Tag gid.
 */
tag: string
}
/**
 * Object gid.
 */
task_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaTaskTagsDeleteParams".
 */
export interface AsanaTaskTagsDeleteParams {
data: {
/**
 * Tag gid.
 */
tag: string
}
/**
 * Object gid.
 */
task_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AsanaWorkspaceMembershipsCreateParams".
 */
export interface AsanaWorkspaceMembershipsCreateParams {
/**
 * Optional fields to include, e.g. [name, assignee.name, due_on] (sent comma-separated).
 */
opt_fields?: (string[] | string)
data: {
/**
 * The user: gid, email or me.
 */
user: string
}
/**
 * Object gid.
 */
workspace_gid: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCandidatesRecord".
 */
export interface AshbyCandidatesRecord {
id: string
createdAt?: (string | null)
updatedAt?: (string | null)
name?: (string | null)
/**
 * {value, type, isPrimary}.
 */
primaryEmailAddress?: ({

} | null)
emailAddresses?: ({
value?: string
type?: ("Personal" | "Work" | "Other")
isPrimary?: boolean
}[] | null)
/**
 * {value, type, isPrimary}.
 */
primaryPhoneNumber?: ({

} | null)
phoneNumbers?: ({
value?: string
type?: ("Personal" | "Work" | "Other")
isPrimary?: boolean
}[] | null)
socialLinks?: ({
type?: string
url?: string
}[] | null)
tags?: ({
id?: string
title?: string
isArchived?: boolean
}[] | null)
position?: (string | null)
company?: (string | null)
school?: (string | null)
applicationIds?: (string[] | null)
/**
 * {id, name, handle}.
 */
resumeFileHandle?: ({

} | null)
fileHandles?: ({
id?: string
name?: string
handle?: string
}[] | null)
/**
 * Custom field values: {id, isPrivate, title, valueLabel, value}.
 */
customFields?: ({
id?: string
isPrivate?: (boolean | null)
title?: (string | null)
valueLabel?: (string | null)
value?: unknown
}[] | null)
profileUrl?: (string | null)
/**
 * {id, title, isArchived, sourceType {id, title, isArchived}}.
 */
source?: ({
id?: string
title?: string
isArchived?: boolean
sourceType?: ({

} | null)
} | null)
/**
 * An Ashby user: {id, firstName, lastName, email, globalRole, isEnabled, updatedAt, managerId}.
 */
creditedToUser?: ({
id?: string
firstName?: string
lastName?: string
email?: (string | null)
globalRole?: string
isEnabled?: boolean
updatedAt?: string
} | null)
timezone?: (string | null)
/**
 * {id, locationSummary, locationComponents}.
 */
location?: ({

} | null)
fraudStatus?: ("Fraudulent" | "NotFraudulent" | "Unsure" | "Unreviewed" | "PassedFraudCheck" | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCandidatesListParams".
 */
export interface AshbyCandidatesListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Only records created after this time, in Unix milliseconds.
 */
createdAfter?: number
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCandidatesGetParams".
 */
export interface AshbyCandidatesGetParams {
/**
 * Ashby id of the candidate.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyApplicationsRecord".
 */
export interface AshbyApplicationsRecord {
id: string
createdAt?: (string | null)
updatedAt?: (string | null)
archivedAt?: (string | null)
status?: ("Hired" | "Archived" | "Active" | "Lead" | null)
/**
 * Custom field values: {id, isPrivate, title, valueLabel, value}.
 */
customFields?: ({
id?: string
isPrivate?: (boolean | null)
title?: (string | null)
valueLabel?: (string | null)
value?: unknown
}[] | null)
/**
 * {id, name, primaryEmailAddress, primaryPhoneNumber}.
 */
candidate?: ({

} | null)
/**
 * {id, title, type, orderInInterviewPlan, interviewStageGroupId, interviewPlanId}.
 */
currentInterviewStage?: ({

} | null)
/**
 * {id, title, isArchived, sourceType {id, title, isArchived}}.
 */
source?: ({
id?: string
title?: string
isArchived?: boolean
sourceType?: ({

} | null)
} | null)
/**
 * {id, text, reasonType, isArchived}.
 */
archiveReason?: ({

} | null)
/**
 * {id, title, locationId, departmentId}.
 */
job?: ({

} | null)
/**
 * An Ashby user: {id, firstName, lastName, email, globalRole, isEnabled, updatedAt, managerId}.
 */
creditedToUser?: ({
id?: string
firstName?: string
lastName?: string
email?: (string | null)
globalRole?: string
isEnabled?: boolean
updatedAt?: string
} | null)
/**
 * Hiring team members: {email, firstName, lastName, role, userId}.
 */
hiringTeam?: ({
email?: string
firstName?: string
lastName?: string
role?: string
userId?: string
}[] | null)
appliedViaJobPostingId?: (string | null)
submitterClientIp?: (string | null)
submitterUserAgent?: (string | null)
/**
 * With expand openings.
 */
openings?: (unknown[] | null)
/**
 * Stages entered and left: {id, stageId, title, enteredStageAt, leftStageAt, ...}.
 */
applicationHistory?: (unknown[] | null)
/**
 * With expand applicationFormSubmissions.
 */
applicationFormSubmissions?: (unknown[] | null)
/**
 * With expand referrals.
 */
referrals?: (unknown[] | null)
/**
 * {id, name, handle}.
 */
resumeFileHandle?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyApplicationsListParams".
 */
export interface AshbyApplicationsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Only records created after this time, in Unix milliseconds.
 */
createdAfter?: number
/**
 * Only applications in this status.
 */
status?: ("Hired" | "Archived" | "Active" | "Lead")
/**
 * Only applications for this job.
 */
jobId?: string
/**
 * openings: include each application's openings.
 */
expand?: ("openings")[]
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyApplicationsGetParams".
 */
export interface AshbyApplicationsGetParams {
/**
 * Ashby id of the application.
 */
applicationId: string
/**
 * Related data to include.
 */
expand?: ("openings" | "applicationFormSubmissions" | "referrals")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyJobsRecord".
 */
export interface AshbyJobsRecord {
id: string
title?: (string | null)
confidential?: (boolean | null)
status?: ("Draft" | "Open" | "Closed" | "Archived" | null)
employmentType?: ("FullTime" | "PartTime" | "Intern" | "Contract" | "Temporary" | null)
locationId?: (string | null)
departmentId?: (string | null)
defaultInterviewPlanId?: (string | null)
interviewPlanIds?: (string[] | null)
/**
 * Custom field values: {id, isPrivate, title, valueLabel, value}.
 */
customFields?: ({
id?: string
isPrivate?: (boolean | null)
title?: (string | null)
valueLabel?: (string | null)
value?: unknown
}[] | null)
jobPostingIds?: (string[] | null)
customRequisitionId?: (string | null)
brandId?: (string | null)
/**
 * Hiring team members: {email, firstName, lastName, role, userId}.
 */
hiringTeam?: ({
email?: string
firstName?: string
lastName?: string
role?: string
userId?: string
}[] | null)
/**
 * An Ashby user: {id, firstName, lastName, email, globalRole, isEnabled, updatedAt, managerId}.
 */
author?: ({
id?: string
firstName?: string
lastName?: string
email?: (string | null)
globalRole?: string
isEnabled?: boolean
updatedAt?: string
} | null)
createdAt?: (string | null)
updatedAt?: (string | null)
openedAt?: (string | null)
closedAt?: (string | null)
/**
 * With expand location.
 */
location?: ({

} | null)
/**
 * With expand openings.
 */
openings?: (unknown[] | null)
/**
 * {compensationTiers}.
 */
compensation?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyJobsListParams".
 */
export interface AshbyJobsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Only records created after this time, in Unix milliseconds.
 */
createdAfter?: number
/**
 * Only jobs in these statuses.
 * 
 * @minItems 1
 */
status?: ("Draft" | "Open" | "Closed" | "Archived")[]
/**
 * Only jobs opened after this time (Unix milliseconds).
 */
openedAfter?: number
/**
 * Only jobs opened before this time (Unix milliseconds).
 */
openedBefore?: number
/**
 * Only jobs closed after this time (Unix milliseconds).
 */
closedAfter?: number
/**
 * Only jobs closed before this time (Unix milliseconds).
 */
closedBefore?: number
/**
 * Include the ids of unpublished job postings.
 */
includeUnpublishedJobPostingsIds?: boolean
/**
 * Related data to include.
 */
expand?: ("location" | "openings")[]
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyJobsGetParams".
 */
export interface AshbyJobsGetParams {
/**
 * Ashby id of the job.
 */
id: string
/**
 * Include the ids of unpublished job postings.
 */
includeUnpublishedJobPostingsIds?: boolean
/**
 * Related data to include.
 */
expand?: ("location" | "openings")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyDepartmentsRecord".
 */
export interface AshbyDepartmentsRecord {
id: string
name?: (string | null)
externalName?: (string | null)
isArchived?: (boolean | null)
parentId?: (string | null)
createdAt?: (string | null)
updatedAt?: (string | null)
/**
 * Key-value pairs kept for the organisation's own use.
 */
extraData?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyDepartmentsListParams".
 */
export interface AshbyDepartmentsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyDepartmentsGetParams".
 */
export interface AshbyDepartmentsGetParams {
/**
 * Ashby id of the department.
 */
departmentId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyLocationsRecord".
 */
export interface AshbyLocationsRecord {
id: string
name?: (string | null)
externalName?: (string | null)
isArchived?: (boolean | null)
/**
 * {postalAddress {addressCountry, addressRegion, addressLocality, postalCode, streetAddress}}.
 */
address?: ({

} | null)
/**
 * Superseded by workplaceType.
 */
isRemote?: (boolean | null)
workplaceType?: ("OnSite" | "Hybrid" | "Remote" | null)
parentLocationId?: (string | null)
type?: ("Location" | "LocationHierarchy" | null)
/**
 * Key-value pairs kept for the organisation's own use.
 */
extraData?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyLocationsListParams".
 */
export interface AshbyLocationsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
/**
 * Include the location hierarchy (regions).
 */
includeLocationHierarchy?: boolean
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyLocationsGetParams".
 */
export interface AshbyLocationsGetParams {
/**
 * Ashby id of the location.
 */
locationId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyUsersRecord".
 */
export interface AshbyUsersRecord {
id: string
firstName?: (string | null)
lastName?: (string | null)
email?: (string | null)
globalRole?: ("Organization Admin" | "Elevated Access" | "Limited Access" | "External Recruiter" | null)
isEnabled?: (boolean | null)
updatedAt?: (string | null)
managerId?: (string | null)
/**
 * Custom field values: {id, isPrivate, title, valueLabel, value}.
 */
customFields?: ({
id?: string
isPrivate?: (boolean | null)
title?: (string | null)
valueLabel?: (string | null)
value?: unknown
}[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyUsersListParams".
 */
export interface AshbyUsersListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Include deactivated users (default false).
 */
includeDeactivated?: boolean
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyUsersGetParams".
 */
export interface AshbyUsersGetParams {
/**
 * Ashby id of the user.
 */
userId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyJobPostingsRecord".
 */
export interface AshbyJobPostingsRecord {
id: string
title?: (string | null)
jobId?: (string | null)
departmentName?: (string | null)
teamName?: (string | null)
locationName?: (string | null)
/**
 * {primaryLocationId, secondaryLocationIds}.
 */
locationIds?: ({

} | null)
workplaceType?: ("OnSite" | "Hybrid" | "Remote" | null)
employmentType?: ("FullTime" | "PartTime" | "Intern" | "Contract" | "Temporary" | null)
isListed?: (boolean | null)
publishedDate?: (string | null)
applicationDeadline?: (string | null)
externalLink?: (string | null)
applyLink?: (string | null)
compensationTierSummary?: (string | null)
shouldDisplayCompensationOnJobBoard?: (boolean | null)
updatedAt?: (string | null)
/**
 * Get only.
 */
descriptionPlain?: (string | null)
/**
 * Get only.
 */
descriptionHtml?: (string | null)
/**
 * Get only.
 */
descriptionSocial?: (string | null)
/**
 * Get only: {descriptionOpening, descriptionBody, descriptionClosing}.
 */
descriptionParts?: ({

} | null)
/**
 * Get only.
 */
teamNameHierarchy?: (string[] | null)
/**
 * Get only: schema.org JobPosting data for search engines.
 */
linkedData?: ({

} | null)
/**
 * Get only: {postalAddress}.
 */
address?: ({

} | null)
/**
 * Get only.
 */
isRemote?: (boolean | null)
/**
 * Get only: {sections}.
 */
applicationFormDefinition?: ({

} | null)
/**
 * Get only.
 */
surveyFormDefinitions?: (unknown[] | null)
/**
 * Get only.
 */
suppressDescriptionOpening?: (boolean | null)
/**
 * Get only.
 */
suppressDescriptionClosing?: (boolean | null)
/**
 * Get only: {compensationTierSummary, summaryComponents, compensationTiers, shouldDisplayCompensationOnJobBoard}.
 */
compensation?: ({

} | null)
/**
 * Get only.
 */
applicationLimitCalloutHtml?: (string | null)
/**
 * Get with expand job.
 */
job?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyJobPostingsListParams".
 */
export interface AshbyJobPostingsListParams {
/**
 * Not accepted: this Ashby list is not paginated.
 */
cursor?: string
/**
 * Not accepted: this Ashby list is not paginated.
 */
limit?: number
/**
 * Only postings at this location name (case sensitive).
 */
location?: string
/**
 * Only postings of this department name (case sensitive).
 */
department?: string
/**
 * Leave out unlisted postings (default false); use true for anything shown publicly.
 */
listedOnly?: boolean
/**
 * Postings of this job board (default: the primary external board).
 */
jobBoardId?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyJobPostingsGetParams".
 */
export interface AshbyJobPostingsGetParams {
/**
 * Ashby id of the job posting.
 */
jobPostingId: string
/**
 * The posting as on this job board (default: an external board).
 */
jobBoardId?: string
/**
 * job: include the posting's job.
 */
expand?: ("job")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbySourcesRecord".
 */
export interface AshbySourcesRecord {
id: string
title?: (string | null)
isArchived?: (boolean | null)
/**
 * {id, title, isArchived}.
 */
sourceType?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbySourcesListParams".
 */
export interface AshbySourcesListParams {
/**
 * Not accepted: this Ashby list is not paginated.
 */
cursor?: string
/**
 * Not accepted: this Ashby list is not paginated.
 */
limit?: number
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyArchiveReasonsRecord".
 */
export interface AshbyArchiveReasonsRecord {
id: string
text?: (string | null)
reasonType?: ("RejectedByCandidate" | "RejectedByOrg" | "Other" | null)
isArchived?: (boolean | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyArchiveReasonsListParams".
 */
export interface AshbyArchiveReasonsListParams {
/**
 * Not accepted: this Ashby list is not paginated.
 */
cursor?: string
/**
 * Not accepted: this Ashby list is not paginated.
 */
limit?: number
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCandidateTagsRecord".
 */
export interface AshbyCandidateTagsRecord {
id: string
title?: (string | null)
isArchived?: (boolean | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCandidateTagsListParams".
 */
export interface AshbyCandidateTagsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCustomFieldsRecord".
 */
export interface AshbyCustomFieldsRecord {
id: string
isPrivate?: (boolean | null)
title?: (string | null)
objectType?: ("Application" | "Candidate" | "Employee" | "Job" | "Offer" | "Opening" | "Talent_Project" | null)
isArchived?: (boolean | null)
fieldType?: ("MultiValueSelect" | "NumberRange" | "String" | "Date" | "ValueSelect" | "Number" | "Currency" | "Boolean" | "LongText" | "CompensationRange" | null)
isRequired?: (boolean | null)
/**
 * For select fields: {label, value, isArchived}.
 */
selectableValues?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyCustomFieldsListParams".
 */
export interface AshbyCustomFieldsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyFeedbackFormDefinitionsRecord".
 */
export interface AshbyFeedbackFormDefinitionsRecord {
id: string
organizationId?: (string | null)
title?: (string | null)
isArchived?: (boolean | null)
isDefaultForm?: (boolean | null)
/**
 * {sections: [{title, descriptionHtml, fields}]}.
 */
formDefinition?: ({

} | null)
interviewId?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "AshbyFeedbackFormDefinitionsListParams".
 */
export interface AshbyFeedbackFormDefinitionsListParams {
/**
 * Page size, 1 to 100 (Ashby's default and maximum 100).
 */
limit?: number
/**
 * syncToken of a previous walk's last page: only records changed since then. Tokens expire (answered 410: walk in full again).
 */
syncToken?: string
/**
 * Include archived items (default false).
 */
includeArchived?: boolean
/**
 * The next page: connector_metadata.cursor (Ashby's nextCursor) of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceSpacesRecord".
 */
export interface ConfluenceSpacesRecord {
id: string
key?: string
name?: string
/**
 * global, collaboration, knowledge_base or personal.
 */
type?: string
/**
 * current or archived.
 */
status?: string
authorId?: string
createdAt?: string
homepageId?: (string | null)
spaceOwnerId?: (string | null)
currentActiveAlias?: (string | null)
/**
 * {plain: {value, representation}} or {view: ...}, with description-format.
 */
description?: {
[k: string]: unknown | undefined
}
/**
 * {path, apiDownloadLink}, with include-icon.
 */
icon?: {
[k: string]: unknown | undefined
}
/**
 * {webui, editui, tinyui, base}.
 */
_links?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceSpacesListParams".
 */
export interface ConfluenceSpacesListParams {
/**
 * Page size, 1 to 250 (Confluence's default 25).
 */
limit?: number
/**
 * Only these ids (at most 250).
 * 
 * @minItems 1
 * @maxItems 250
 */
ids?: number[]
/**
 * Only these space keys.
 * 
 * @minItems 1
 * @maxItems 250
 */
keys?: string[]
type?: ("global" | "collaboration" | "knowledge_base" | "personal")
status?: ("current" | "archived")
/**
 * Only spaces with these labels.
 * 
 * @minItems 1
 */
labels?: string[]
/**
 * Sort field, - for descending.
 */
sort?: ("id" | "-id" | "key" | "-key" | "name" | "-name")
/**
 * Include each description in this format.
 */
"description-format"?: ("plain" | "view")
/**
 * Include each space's icon.
 */
"include-icon"?: boolean
/**
 * Omit on the first call; pass the cursor of the previous response's next link.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceSpacesGetParams".
 */
export interface ConfluenceSpacesGetParams {
/**
 * Numeric id (as text).
 */
id: string
/**
 * Include the description in this format.
 */
"description-format"?: ("plain" | "view")
"include-icon"?: boolean
"include-labels"?: boolean
"include-properties"?: boolean
"include-operations"?: boolean
"include-permissions"?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluencePagesRecord".
 */
export interface ConfluencePagesRecord {
id: string
status?: string
title?: string
spaceId?: string
parentId?: (string | null)
/**
 * page, whiteboard, database, embed or folder.
 */
parentType?: (string | null)
position?: (number | null)
authorId?: string
ownerId?: (string | null)
lastOwnerId?: (string | null)
createdAt?: string
/**
 * {createdAt, message, number, minorEdit, authorId}.
 */
version?: ({
createdAt?: string
message?: string
number?: number
minorEdit?: boolean
authorId?: string
} | null)
/**
 * Bodies by format asked for: {storage: {representation, value}, atlas_doc_format: ...}.
 */
body?: ({

} | null)
labels?: {

}
properties?: {

}
operations?: {

}
likes?: {

}
versions?: {

}
isFavoritedByCurrentUser?: boolean
/**
 * {webui, editui, tinyui, base}.
 */
_links?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluencePagesListParams".
 */
export interface ConfluencePagesListParams {
/**
 * Page size, 1 to 250 (Confluence's default 25).
 */
limit?: number
/**
 * Only these ids (at most 250).
 * 
 * @minItems 1
 * @maxItems 250
 */
id?: number[]
/**
 * Only in these spaces (ids; at most 100).
 * 
 * @minItems 1
 * @maxItems 100
 */
"space-id"?: number[]
/**
 * Only the ones with exactly this title.
 */
title?: string
/**
 * Only pages in these states: current, archived, deleted, trashed (drafts: get).
 * 
 * @minItems 1
 */
status?: ("current" | "archived" | "deleted" | "trashed" | "draft")[]
/**
 * Sort field, - for descending.
 */
sort?: ("id" | "-id" | "title" | "-title" | "created-date" | "-created-date" | "modified-date" | "-modified-date")
/**
 * Include each body in this format: storage or atlas_doc_format (view only with get).
 */
"body-format"?: ("storage" | "atlas_doc_format" | "view")
/**
 * Omit on the first call; pass the cursor of the previous response's next link.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluencePagesGetParams".
 */
export interface ConfluencePagesGetParams {
/**
 * Numeric id (as text).
 */
id: string
/**
 * Include the body in this format.
 */
"body-format"?: ("storage" | "atlas_doc_format" | "view" | "export_view" | "anonymous_export_view" | "styled_view" | "editor")
/**
 * A specific version number (default the current one).
 */
version?: number
/**
 * Answer the draft instead of the published content.
 */
"get-draft"?: boolean
"include-labels"?: boolean
"include-properties"?: boolean
"include-operations"?: boolean
"include-likes"?: boolean
"include-versions"?: boolean
/**
 * Include the current version (default true).
 */
"include-version"?: boolean
/**
 * The page only if it is in one of these states.
 * 
 * @minItems 1
 */
status?: ("current" | "archived" | "trashed" | "deleted" | "historical" | "draft")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceBlogPostsRecord".
 */
export interface ConfluenceBlogPostsRecord {
id: string
status?: string
title?: string
spaceId?: string
authorId?: string
createdAt?: string
/**
 * {createdAt, message, number, minorEdit, authorId}.
 */
version?: ({
createdAt?: string
message?: string
number?: number
minorEdit?: boolean
authorId?: string
} | null)
/**
 * Bodies by format asked for: {storage: {representation, value}, atlas_doc_format: ...}.
 */
body?: ({

} | null)
labels?: {

}
properties?: {

}
operations?: {

}
likes?: {

}
versions?: {

}
isFavoritedByCurrentUser?: boolean
/**
 * {webui, editui, tinyui, base}.
 */
_links?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceBlogPostsListParams".
 */
export interface ConfluenceBlogPostsListParams {
/**
 * Page size, 1 to 250 (Confluence's default 25).
 */
limit?: number
/**
 * Only these ids (at most 250).
 * 
 * @minItems 1
 * @maxItems 250
 */
id?: number[]
/**
 * Only in these spaces (ids; at most 100).
 * 
 * @minItems 1
 * @maxItems 100
 */
"space-id"?: number[]
/**
 * Only the ones with exactly this title.
 */
title?: string
/**
 * Only blog posts in these states: current, deleted, trashed (drafts: get).
 * 
 * @minItems 1
 */
status?: ("current" | "deleted" | "trashed" | "draft")[]
/**
 * Sort field, - for descending.
 */
sort?: ("id" | "-id" | "title" | "-title" | "created-date" | "-created-date" | "modified-date" | "-modified-date")
/**
 * Include each body in this format: storage or atlas_doc_format (view only with get).
 */
"body-format"?: ("storage" | "atlas_doc_format" | "view")
/**
 * Omit on the first call; pass the cursor of the previous response's next link.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceBlogPostsGetParams".
 */
export interface ConfluenceBlogPostsGetParams {
/**
 * Numeric id (as text).
 */
id: string
/**
 * Include the body in this format.
 */
"body-format"?: ("storage" | "atlas_doc_format" | "view" | "export_view" | "anonymous_export_view" | "styled_view" | "editor")
/**
 * A specific version number (default the current one).
 */
version?: number
/**
 * Answer the draft instead of the published content.
 */
"get-draft"?: boolean
"include-labels"?: boolean
"include-properties"?: boolean
"include-operations"?: boolean
"include-likes"?: boolean
"include-versions"?: boolean
/**
 * Include the current version (default true).
 */
"include-version"?: boolean
/**
 * The blog post only if it is in one of these states.
 * 
 * @minItems 1
 */
status?: ("current" | "trashed" | "deleted" | "historical" | "draft")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceGroupsRecord".
 */
export interface ConfluenceGroupsRecord {
id: string
name: string
/**
 * Always group.
 */
type?: string
/**
 * {webui, editui, tinyui, base}.
 */
_links?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceGroupsListParams".
 */
export interface ConfluenceGroupsListParams {
/**
 * Page size, 1 to 200 (default 25).
 */
limit?: number
/**
 * Only groups with this access.
 */
accessType?: ("user" | "admin" | "site-admin")
/**
 * Index of the first item to return (default 0).
 */
start?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceAuditRecord".
 */
export interface ConfluenceAuditRecord {
/**
 * {type, displayName, accountId, accountType, publicName, ...}.
 */
author?: ({

} | null)
remoteAddress?: (string | null)
/**
 * When it happened (epoch milliseconds).
 */
creationDate?: (number | null)
summary?: (string | null)
description?: (string | null)
category?: (string | null)
sysAdmin?: (boolean | null)
superAdmin?: (boolean | null)
/**
 * {name, objectType}.
 */
affectedObject?: ({

} | null)
/**
 * [{name, oldValue, newValue}].
 */
changedValues?: (unknown[] | null)
/**
 * [{name, objectType}].
 */
associatedObjects?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ConfluenceAuditListParams".
 */
export interface ConfluenceAuditListParams {
/**
 * Page size, 1 to 1000 (default 1000).
 */
limit?: number
/**
 * Only records at or after this instant (epoch milliseconds).
 */
startDate?: (string | number)
/**
 * Only records at or before this instant (epoch milliseconds).
 */
endDate?: (string | number)
/**
 * Only records with a text value matching this.
 */
searchString?: string
/**
 * Index of the first item to return (default 0).
 */
start?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTicketsRecord".
 */
export interface FreshdeskTicketsRecord {
id: number
subject?: (string | null)
/**
 * HTML body; in lists only with include=description.
 */
description?: (string | null)
/**
 * Plain-text body; in lists only with include=description.
 */
description_text?: (string | null)
type?: (string | null)
/**
 * 2 Open, 3 Pending, 4 Resolved, 5 Closed (custom statuses have other numbers).
 */
status?: (number | null)
/**
 * 1 Low, 2 Medium, 3 High, 4 Urgent.
 */
priority?: (1 | 2 | 3 | 4 | null)
/**
 * 1 Email, 2 Portal, 3 Phone, 7 Chat, 9 Feedback Widget, 10 Outbound Email.
 */
source?: (number | null)
requester_id?: (number | null)
responder_id?: (number | null)
company_id?: (number | null)
group_id?: (number | null)
product_id?: (number | null)
email_config_id?: (number | null)
form_id?: (number | null)
/**
 * 1 parent, 2 child, 3 tracker, 4 related.
 */
association_type?: (number | null)
associated_tickets_count?: (number | null)
support_email?: (string | null)
to_emails?: (string[] | null)
cc_emails?: (string[] | null)
fwd_emails?: (string[] | null)
reply_cc_emails?: (string[] | null)
ticket_cc_emails?: (string[] | null)
ticket_bcc_emails?: (string[] | null)
tags?: (string[] | null)
/**
 * Only in a get: {id, name, content_type, size, attachment_url, created_at, updated_at}.
 */
attachments?: ({

}[] | null)
spam?: (boolean | null)
deleted?: (boolean | null)
fr_escalated?: (boolean | null)
is_escalated?: (boolean | null)
nr_escalated?: (boolean | null)
due_by?: (string | null)
fr_due_by?: (string | null)
nr_due_by?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
/**
 * Custom ticket fields by name (cf_...).
 */
custom_fields?: ({

} | null)
source_additional_info?: ({

} | null)
structured_description?: ({

} | null)
/**
 * With include=requester: {id, name, email, mobile, phone}.
 */
requester?: ({

} | null)
/**
 * With include=stats: {agent_responded_at, requester_responded_at, first_responded_at, status_updated_at, reopened_at, resolved_at, closed_at, pending_since}.
 */
stats?: ({

} | null)
/**
 * With include=company (get): {id, name}.
 */
company?: ({

} | null)
/**
 * With include=conversations (get): up to ten conversations.
 */
conversations?: ({

}[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTicketsListParams".
 */
export interface FreshdeskTicketsListParams {
/**
 * Page number, 1 to 300 (Freshdesk pages the ticket list no further).
 */
page?: number
/**
 * Only tickets updated at or after this time (ISO 8601). Without it only tickets created in the last 30 days are listed.
 */
updated_since?: string
/**
 * Sort field (Freshdesk default created_at).
 */
order_by?: ("created_at" | "due_by" | "updated_at" | "status")
/**
 * Sort direction (Freshdesk default desc).
 */
order_type?: ("asc" | "desc")
/**
 * A predefined filter (default: neither spam nor deleted).
 */
filter?: ("new_and_my_open" | "watching" | "spam" | "deleted")
/**
 * Only tickets of this requester (contact id).
 */
requester_id?: number
/**
 * Only tickets of the requester with this email address.
 */
email?: string
/**
 * Only tickets of the requester with this unique external id.
 */
unique_external_id?: string
/**
 * Only tickets of this company.
 */
company_id?: number
/**
 * Embed more per ticket: description (description and description_text), requester, stats. Each costs extra API credits.
 * 
 * @minItems 1
 */
include?: ("description" | "requester" | "stats")[]
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTicketsGetParams".
 */
export interface FreshdeskTicketsGetParams {
/**
 * Ticket id.
 */
id: number
/**
 * Embed more: conversations (up to ten), requester, company, stats. Each costs extra API credits.
 * 
 * @minItems 1
 */
include?: ("conversations" | "requester" | "company" | "stats")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskContactsRecord".
 */
export interface FreshdeskContactsRecord {
id: number
name?: (string | null)
first_name?: (string | null)
last_name?: (string | null)
email?: (string | null)
phone?: (string | null)
mobile?: (string | null)
address?: (string | null)
description?: (string | null)
job_title?: (string | null)
language?: (string | null)
time_zone?: (string | null)
twitter_id?: (string | null)
facebook_id?: (string | null)
unique_external_id?: (string | null)
preferred_source?: (string | null)
visitor_id?: (string | null)
org_contact_id?: (number | null)
org_contact_id_str?: (string | null)
company_id?: (number | null)
csat_rating?: (number | null)
/**
 * true once the contact is verified.
 */
active?: (boolean | null)
view_all_tickets?: (boolean | null)
deleted?: (boolean | null)
avatar?: ({

} | null)
custom_fields?: ({

} | null)
other_emails?: (string[] | null)
/**
 * Further companies: ids, or {company_id, view_all_tickets} objects.
 */
other_companies?: (unknown[] | null)
other_phone_numbers?: (unknown[] | null)
tags?: (string[] | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskContactsListParams".
 */
export interface FreshdeskContactsListParams {
/**
 * Only contacts updated at or after this time (ISO 8601); sent as Freshdesk's _updated_since.
 */
updated_since?: string
/**
 * Only records with this email address.
 */
email?: string
/**
 * Only records with this mobile number.
 */
mobile?: string
/**
 * Only records with this phone number.
 */
phone?: string
/**
 * Only records of this company.
 */
company_id?: number
/**
 * Only contacts in this state.
 */
state?: ("blocked" | "deleted" | "unverified" | "verified")
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskContactsGetParams".
 */
export interface FreshdeskContactsGetParams {
/**
 * Contact id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskAgentsRecord".
 */
export interface FreshdeskAgentsRecord {
id: number
available?: (boolean | null)
available_since?: (string | null)
occasional?: (boolean | null)
/**
 * HTML signature.
 */
signature?: (string | null)
/**
 * 1 global access, 2 group access, 3 restricted access.
 */
ticket_scope?: (number | null)
/**
 * e.g. support_agent, field_agent, collaborator.
 */
type?: (string | null)
group_ids?: (number[] | null)
role_ids?: (number[] | null)
skill_ids?: (number[] | null)
focus_mode?: (boolean | null)
deactivated?: (boolean | null)
last_active_at?: (string | null)
/**
 * {active, email, job_title, language, last_login_at, mobile, name, phone, time_zone, created_at, updated_at}.
 */
contact?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskAgentsListParams".
 */
export interface FreshdeskAgentsListParams {
/**
 * Only records with this email address.
 */
email?: string
/**
 * Only records with this mobile number.
 */
mobile?: string
/**
 * Only records with this phone number.
 */
phone?: string
/**
 * Only full-time or only occasional agents.
 */
state?: ("fulltime" | "occasional")
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskAgentsGetParams".
 */
export interface FreshdeskAgentsGetParams {
/**
 * Agent id (the agent's user id).
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskCompaniesRecord".
 */
export interface FreshdeskCompaniesRecord {
id: number
name?: (string | null)
description?: (string | null)
note?: (string | null)
domains?: (string[] | null)
/**
 * The strength of the relationship with the company.
 */
health_score?: (string | null)
/**
 * Classification by value to the business (e.g. Premium).
 */
account_tier?: (string | null)
/**
 * Contract renewal date (Freshdesk answers it as a UTC instant, e.g. 2020-12-31T00:00:00Z).
 */
renewal_date?: (string | null)
industry?: (string | null)
/**
 * Custom company fields by name.
 */
custom_fields?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskCompaniesListParams".
 */
export interface FreshdeskCompaniesListParams {
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskCompaniesGetParams".
 */
export interface FreshdeskCompaniesGetParams {
/**
 * Company id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskGroupsRecord".
 */
export interface FreshdeskGroupsRecord {
id: number
name?: (string | null)
description?: (string | null)
/**
 * User id that gets the escalation email for unassigned tickets.
 */
escalate_to?: (number | null)
/**
 * Time before that escalation: 30m, 1h, 2h, 4h, 8h, 12h, 1d, 2d or 3d.
 */
unassigned_for?: (string | null)
business_hour_id?: (number | null)
/**
 * Member agents (in a get only).
 */
agent_ids?: (number[] | null)
/**
 * 0 disabled, 1 round robin, 2 skill based round robin, 3 load based round robin, 12 Omniroute.
 */
auto_ticket_assign?: (number | null)
/**
 * support_agent_group or field_agent_group.
 */
group_type?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskGroupsListParams".
 */
export interface FreshdeskGroupsListParams {
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskGroupsGetParams".
 */
export interface FreshdeskGroupsGetParams {
/**
 * Group id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskRolesRecord".
 */
export interface FreshdeskRolesRecord {
id: number
name?: (string | null)
description?: (string | null)
/**
 * true for Freshdesk's built-in roles.
 */
default?: (boolean | null)
agent_type?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskRolesListParams".
 */
export interface FreshdeskRolesListParams {
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskRolesGetParams".
 */
export interface FreshdeskRolesGetParams {
/**
 * Role id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskSatisfactionRatingsRecord".
 */
export interface FreshdeskSatisfactionRatingsRecord {
id: number
survey_id?: (number | null)
/**
 * The ticket's requester (or the user who rated).
 */
user_id?: (number | null)
/**
 * The ticket's responder.
 */
agent_id?: (number | null)
group_id?: (number | null)
ticket_id?: (number | null)
feedback?: (string | null)
/**
 * Question id -> rating, e.g. {default_question: 103}.
 */
ratings?: ({
[k: string]: number | undefined
} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskSatisfactionRatingsListParams".
 */
export interface FreshdeskSatisfactionRatingsListParams {
/**
 * Only ratings created at or after this time (ISO 8601).
 */
created_since?: string
/**
 * Only ratings of this requester (contact id).
 */
user_id?: number
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskSurveysRecord".
 */
export interface FreshdeskSurveysRecord {
id: number
title?: (string | null)
active?: (boolean | null)
/**
 * {id, label, accepted_ratings} per question.
 */
questions?: ({

}[] | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskSurveysListParams".
 */
export interface FreshdeskSurveysListParams {
/**
 * active: only the active survey (Freshdesk's one documented state filter).
 */
state?: "active"
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTicketFieldsRecord".
 */
export interface FreshdeskTicketFieldsRecord {
id: number
/**
 * Field name; a ticket's custom_fields use it as key (cf_...).
 */
name?: (string | null)
/**
 * Label agents see.
 */
label?: (string | null)
/**
 * Label in the customer portal.
 */
label_for_customers?: (string | null)
description?: (string | null)
position?: (number | null)
/**
 * e.g. default_requester, default_status, custom_text, custom_dropdown, nested_field.
 */
type?: (string | null)
/**
 * true for Freshdesk's built-in fields, false for custom ones.
 */
default?: (boolean | null)
required_for_closure?: (boolean | null)
required_for_agents?: (boolean | null)
required_for_customers?: (boolean | null)
customers_can_edit?: (boolean | null)
displayed_to_customers?: (boolean | null)
/**
 * Requester field only.
 */
portal_cc?: (boolean | null)
/**
 * all or company (requester field only).
 */
portal_cc_to?: (string | null)
/**
 * Values the field takes: a list (dropdowns; nested lists for nested fields) or a label -> value map (status, priority, source).
 */
choices?: (unknown[] | {

} | null)
/**
 * Dependent fields only: their levels.
 */
nested_ticket_fields?: ({

}[] | null)
section_mappings?: ({

}[] | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTicketFieldsListParams".
 */
export interface FreshdeskTicketFieldsListParams {
/**
 * Only fields of this type, e.g. default_requester, custom_dropdown.
 */
type?: string
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTimeEntriesRecord".
 */
export interface FreshdeskTimeEntriesRecord {
id: number
agent_id?: (number | null)
ticket_id?: (number | null)
company_id?: (number | null)
billable?: (boolean | null)
note?: (string | null)
/**
 * Duration hh:mm.
 */
time_spent?: (string | null)
time_spent_in_seconds?: (number | null)
timer_running?: (boolean | null)
executed_at?: (string | null)
/**
 * When the entry was added or its timer last started.
 */
start_time?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "FreshdeskTimeEntriesListParams".
 */
export interface FreshdeskTimeEntriesListParams {
/**
 * Only time entries of this company's tickets.
 */
company_id?: number
/**
 * Only time entries of this agent.
 */
agent_id?: number
/**
 * Only entries executed after this time (ISO 8601).
 */
executed_after?: string
/**
 * Only entries executed before this time (ISO 8601).
 */
executed_before?: string
/**
 * true: only billable entries; false: only non-billable ones.
 */
billable?: boolean
/**
 * Page size, 1 to 100 (Freshdesk default 30).
 */
per_page?: number
/**
 * Page number, from 1 (default 1).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoriesRecord".
 */
export interface GithubRepositoriesRecord {
id: number
node_id?: string
name?: string
full_name?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
owner?: ({

} | null)
private?: boolean
/**
 * public, private or internal.
 */
visibility?: string
description?: (string | null)
fork?: boolean
html_url?: string
homepage?: (string | null)
language?: (string | null)
topics?: string[]
default_branch?: string
archived?: boolean
disabled?: boolean
has_issues?: boolean
has_discussions?: boolean
stargazers_count?: number
forks_count?: number
open_issues_count?: number
size?: number
license?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
pushed_at?: (string | null)
/**
 * Copy only: owner.login lifted to the top (the parent param of per-repository copies).
 */
owner_login?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoriesListParams".
 */
export interface GithubRepositoriesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * User login.
 */
username: string
/**
 * Which repositories (default owner).
 */
type?: ("all" | "owner" | "member")
/**
 * Sort field (default full_name).
 */
sort?: ("created" | "updated" | "pushed" | "full_name")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoriesGetParams".
 */
export interface GithubRepositoriesGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoriesApiSearchParams".
 */
export interface GithubRepositoriesApiSearchParams {
/**
 * Search text and qualifiers (256 characters at most).
 */
q: string
/**
 * Sort field (default best match).
 */
sort?: ("stars" | "forks" | "help-wanted-issues" | "updated")
/**
 * Sort order (default desc; only with sort).
 */
order?: ("asc" | "desc")
/**
 * Page size, 1 to 100 (default 100 here, so the ten pages served reach the 1,000-result cap).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubViewerRepositoriesRecord".
 */
export interface GithubViewerRepositoriesRecord {
id: number
node_id?: string
name?: string
full_name?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
owner?: ({

} | null)
private?: boolean
/**
 * public, private or internal.
 */
visibility?: string
description?: (string | null)
fork?: boolean
html_url?: string
homepage?: (string | null)
language?: (string | null)
topics?: string[]
default_branch?: string
archived?: boolean
disabled?: boolean
has_issues?: boolean
has_discussions?: boolean
stargazers_count?: number
forks_count?: number
open_issues_count?: number
size?: number
license?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
pushed_at?: (string | null)
/**
 * Copy only: owner.login lifted to the top (the parent param of per-repository copies).
 */
owner_login?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubViewerRepositoriesListParams".
 */
export interface GithubViewerRepositoriesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Visibility (default all).
 */
visibility?: ("all" | "public" | "private")
/**
 * Comma list of owner, collaborator, organization_member (default all three).
 */
affiliation?: string
/**
 * Sort field (default full_name).
 */
sort?: ("created" | "updated" | "pushed" | "full_name")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
/**
 * Only repositories updated after this instant.
 */
since?: string
/**
 * Only repositories updated before this instant.
 */
before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubOrgRepositoriesRecord".
 */
export interface GithubOrgRepositoriesRecord {
id: number
node_id?: string
name?: string
full_name?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
owner?: ({

} | null)
private?: boolean
/**
 * public, private or internal.
 */
visibility?: string
description?: (string | null)
fork?: boolean
html_url?: string
homepage?: (string | null)
language?: (string | null)
topics?: string[]
default_branch?: string
archived?: boolean
disabled?: boolean
has_issues?: boolean
has_discussions?: boolean
stargazers_count?: number
forks_count?: number
open_issues_count?: number
size?: number
license?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
pushed_at?: (string | null)
/**
 * Copy only: owner.login lifted to the top (the parent param of per-repository copies).
 */
owner_login?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubOrgRepositoriesListParams".
 */
export interface GithubOrgRepositoriesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Organisation login.
 */
org: string
/**
 * Which repositories (default all).
 */
type?: ("all" | "public" | "private" | "forks" | "sources" | "member")
/**
 * Sort field (default created).
 */
sort?: ("created" | "updated" | "pushed" | "full_name")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubBranchesRecord".
 */
export interface GithubBranchesRecord {
name: string
/**
 * {sha, url}.
 */
commit?: {

}
protected?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubBranchesListParams".
 */
export interface GithubBranchesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * true: only protected branches; false: only unprotected ones.
 */
protected?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubBranchesGetParams".
 */
export interface GithubBranchesGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Branch name.
 */
branch: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommitsRecord".
 */
export interface GithubCommitsRecord {
sha: string
node_id?: string
html_url?: string
/**
 * {message, author {name, email, date}, committer {name, email, date}, tree, verification}.
 */
commit?: {

}
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
author?: ({

} | null)
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
committer?: ({

} | null)
parents?: unknown[]
/**
 * Only in the get.
 */
stats?: {

}
/**
 * Only in the get (300 at most per page).
 */
files?: unknown[]
/**
 * Copy only: commit.committer.date lifted to the top.
 */
committed_at?: string
/**
 * Copy only: commit.message lifted to the top.
 */
message?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommitsListParams".
 */
export interface GithubCommitsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Branch name or commit SHA to start from (default branch).
 */
sha?: string
/**
 * Only commits touching this file path.
 */
path?: string
/**
 * GitHub login or email address of the author.
 */
author?: string
/**
 * GitHub login or email address of the committer.
 */
committer?: string
/**
 * Only commits at or after this instant.
 */
since?: string
/**
 * Only commits before this instant.
 */
until?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommitsGetParams".
 */
export interface GithubCommitsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Commit SHA, branch or tag name.
 */
ref: string
/**
 * Changed files per page (GitHub default 300).
 */
per_page?: number
/**
 * Page of changed files.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubReleasesRecord".
 */
export interface GithubReleasesRecord {
id: number
node_id?: string
tag_name?: string
target_commitish?: string
name?: (string | null)
body?: (string | null)
draft?: boolean
prerelease?: boolean
html_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
author?: ({

} | null)
assets?: unknown[]
created_at?: string
published_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubReleasesListParams".
 */
export interface GithubReleasesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubReleasesGetParams".
 */
export interface GithubReleasesGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Release id.
 */
release_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubIssuesRecord".
 */
export interface GithubIssuesRecord {
id: number
node_id?: string
number?: number
title?: string
/**
 * open or closed.
 */
state?: string
/**
 * completed, not_planned, duplicate or reopened.
 */
state_reason?: (string | null)
body?: (string | null)
html_url?: string
repository_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
assignees?: ({

}[] | null)
labels?: unknown[]
milestone?: ({

} | null)
locked?: boolean
comments?: number
/**
 * Present only when the item is a pull request.
 */
pull_request?: {

}
author_association?: string
created_at?: string
updated_at?: string
closed_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubIssuesListParams".
 */
export interface GithubIssuesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Issue state (GitHub default open).
 */
state?: ("open" | "closed" | "all")
/**
 * Milestone number, * (any) or none.
 */
milestone?: string
/**
 * Login, * (any) or none.
 */
assignee?: string
/**
 * Login of the creator.
 */
creator?: string
/**
 * Login mentioned in the issue.
 */
mentioned?: string
/**
 * Comma-separated label names (all must match).
 */
labels?: string
/**
 * Only records updated at or after this instant (ISO 8601).
 */
since?: string
/**
 * Sort field (default created).
 */
sort?: ("created" | "updated" | "comments")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubIssuesGetParams".
 */
export interface GithubIssuesGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Issue number within the repository.
 */
issue_number: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubIssuesCreateParams".
 */
export interface GithubIssuesCreateParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Issue title.
 */
title: string
/**
 * Markdown body.
 */
body?: string
/**
 * Logins to assign (10 at most).
 * 
 * @maxItems 10
 */
assignees?: string[]
/**
 * Milestone number.
 */
milestone?: number
/**
 * Label names.
 * 
 * @maxItems 100
 */
labels?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubIssuesUpdateParams".
 */
export interface GithubIssuesUpdateParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Issue number within the repository.
 */
issue_number: number
title?: string
body?: (string | null)
state?: ("open" | "closed")
/**
 * Why the state changed.
 */
state_reason?: ("completed" | "not_planned" | "duplicate" | "reopened" | null)
/**
 * Logins (replaces the assignees; [] clears them).
 * 
 * @maxItems 10
 */
assignees?: string[]
/**
 * Milestone number; null removes it.
 */
milestone?: (number | null)
/**
 * Label names (replaces the labels; [] clears them).
 * 
 * @maxItems 100
 */
labels?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubIssuesApiSearchParams".
 */
export interface GithubIssuesApiSearchParams {
/**
 * Search text and qualifiers (256 characters at most), without is:issue.
 */
q: string
/**
 * Sort field (default best match).
 */
sort?: ("comments" | "reactions" | "reactions-+1" | "reactions--1" | "reactions-smile" | "reactions-thinking_face" | "reactions-heart" | "reactions-tada" | "interactions" | "created" | "updated")
/**
 * Sort order (default desc; only with sort).
 */
order?: ("asc" | "desc")
/**
 * Page size, 1 to 100 (default 100 here, so the ten pages served reach the 1,000-result cap).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommentsRecord".
 */
export interface GithubCommentsRecord {
id: number
node_id?: string
body?: string
html_url?: string
issue_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
author_association?: string
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommentsListParams".
 */
export interface GithubCommentsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Issue or pull request number.
 */
issue_number: number
/**
 * Only records updated at or after this instant (ISO 8601).
 */
since?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommentsGetParams".
 */
export interface GithubCommentsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Comment id.
 */
comment_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubCommentsCreateParams".
 */
export interface GithubCommentsCreateParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Issue or pull request number.
 */
issue_number: number
/**
 * Markdown body.
 */
body: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoryCommentsRecord".
 */
export interface GithubRepositoryCommentsRecord {
id: number
node_id?: string
body?: string
html_url?: string
issue_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
author_association?: string
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoryCommentsListParams".
 */
export interface GithubRepositoryCommentsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Sort field (default created).
 */
sort?: ("created" | "updated")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
/**
 * Only records updated at or after this instant (ISO 8601).
 */
since?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPullRequestsRecord".
 */
export interface GithubPullRequestsRecord {
id: number
node_id?: string
number?: number
title?: string
/**
 * open or closed.
 */
state?: string
draft?: boolean
locked?: boolean
body?: (string | null)
html_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
assignees?: ({

}[] | null)
requested_reviewers?: ({

}[] | null)
labels?: unknown[]
milestone?: ({

} | null)
/**
 * {label, ref, sha, repo}.
 */
head?: {

}
/**
 * {label, ref, sha, repo}.
 */
base?: {

}
/**
 * Only in the get.
 */
merged?: boolean
merge_commit_sha?: (string | null)
author_association?: string
created_at?: string
updated_at?: string
closed_at?: (string | null)
merged_at?: (string | null)
/**
 * Copy only: base.repo.owner.login (the parent param of the reviews copy).
 */
base_owner?: string
/**
 * Copy only: base.repo.name (the parent param of the reviews copy).
 */
base_repo?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPullRequestsListParams".
 */
export interface GithubPullRequestsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * State (default open).
 */
state?: ("open" | "closed" | "all")
/**
 * user:branch of the head.
 */
head?: string
/**
 * Base branch name.
 */
base?: string
/**
 * Sort field (default created).
 */
sort?: ("created" | "updated" | "popularity" | "long-running")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPullRequestsGetParams".
 */
export interface GithubPullRequestsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Pull request number.
 */
pull_number: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPullRequestsCreateParams".
 */
export interface GithubPullRequestsCreateParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
title: string
/**
 * Branch with the changes (owner:branch for a fork).
 */
head: string
/**
 * Branch to merge into.
 */
base: string
body?: string
draft?: boolean
maintainer_can_modify?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPullRequestsApiSearchParams".
 */
export interface GithubPullRequestsApiSearchParams {
/**
 * Search text and qualifiers (256 characters at most), without is:pr.
 */
q: string
/**
 * Sort field (default best match).
 */
sort?: ("comments" | "reactions" | "interactions" | "created" | "updated")
/**
 * Sort order (default desc; only with sort).
 */
order?: ("asc" | "desc")
/**
 * Page size, 1 to 100 (default 100 here, so the ten pages served reach the 1,000-result cap).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubReviewsRecord".
 */
export interface GithubReviewsRecord {
id: number
node_id?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
body?: string
/**
 * APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED or PENDING.
 */
state?: string
html_url?: string
pull_request_url?: string
commit_id?: (string | null)
author_association?: string
submitted_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubReviewsListParams".
 */
export interface GithubReviewsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Pull request number.
 */
pull_number: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPrCommentsRecord".
 */
export interface GithubPrCommentsRecord {
id: number
node_id?: string
pull_request_review_id?: (number | null)
body?: string
path?: string
diff_hunk?: string
commit_id?: string
line?: (number | null)
side?: string
in_reply_to_id?: number
html_url?: string
pull_request_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
author_association?: string
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPrCommentsListParams".
 */
export interface GithubPrCommentsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Pull request number.
 */
pull_number: number
/**
 * Sort field (default created).
 */
sort?: ("created" | "updated")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
/**
 * Only records updated at or after this instant (ISO 8601).
 */
since?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubPrCommentsGetParams".
 */
export interface GithubPrCommentsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Review comment id.
 */
comment_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoryPrCommentsRecord".
 */
export interface GithubRepositoryPrCommentsRecord {
id: number
node_id?: string
pull_request_review_id?: (number | null)
body?: string
path?: string
diff_hunk?: string
commit_id?: string
line?: (number | null)
side?: string
in_reply_to_id?: number
html_url?: string
pull_request_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
author_association?: string
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubRepositoryPrCommentsListParams".
 */
export interface GithubRepositoryPrCommentsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Sort field (default created).
 */
sort?: ("created" | "updated")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
/**
 * Only records updated at or after this instant (ISO 8601).
 */
since?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubLabelsRecord".
 */
export interface GithubLabelsRecord {
id: number
node_id?: string
name?: string
color?: string
description?: (string | null)
default?: boolean
url?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubLabelsListParams".
 */
export interface GithubLabelsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubLabelsGetParams".
 */
export interface GithubLabelsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Label name.
 */
name: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubMilestonesRecord".
 */
export interface GithubMilestonesRecord {
id: number
node_id?: string
number?: number
title?: string
description?: (string | null)
state?: string
html_url?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
creator?: ({

} | null)
open_issues?: number
closed_issues?: number
due_on?: (string | null)
created_at?: string
updated_at?: string
closed_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubMilestonesListParams".
 */
export interface GithubMilestonesListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * State (default open).
 */
state?: ("open" | "closed" | "all")
/**
 * Sort field (default due_on).
 */
sort?: ("due_on" | "completeness")
/**
 * Sort direction.
 */
direction?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubMilestonesGetParams".
 */
export interface GithubMilestonesGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Milestone number.
 */
milestone_number: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubOrganizationsRecord".
 */
export interface GithubOrganizationsRecord {
id: number
node_id?: string
login?: string
name?: (string | null)
description?: (string | null)
html_url?: string
url?: string
avatar_url?: string
blog?: (string | null)
location?: (string | null)
email?: (string | null)
public_repos?: number
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubOrganizationsListParams".
 */
export interface GithubOrganizationsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubOrganizationsGetParams".
 */
export interface GithubOrganizationsGetParams {
/**
 * Organisation login.
 */
org: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubUsersRecord".
 */
export interface GithubUsersRecord {
id: number
node_id?: string
login?: string
/**
 * User, Organization or Bot.
 */
type?: string
site_admin?: boolean
html_url?: string
avatar_url?: string
/**
 * Only in the get.
 */
name?: (string | null)
company?: (string | null)
blog?: (string | null)
location?: (string | null)
email?: (string | null)
bio?: (string | null)
public_repos?: number
followers?: number
following?: number
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubUsersListParams".
 */
export interface GithubUsersListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Organisation login.
 */
org: string
/**
 * Filter (organisation owners only; default all).
 */
filter?: ("2fa_disabled" | "2fa_insecure" | "all")
/**
 * Role (default all).
 */
role?: ("all" | "admin" | "member")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubUsersGetParams".
 */
export interface GithubUsersGetParams {
/**
 * User login.
 */
username: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubUsersApiSearchParams".
 */
export interface GithubUsersApiSearchParams {
/**
 * Search text and qualifiers (256 characters at most).
 */
q: string
/**
 * Sort field (default best match).
 */
sort?: ("followers" | "repositories" | "joined")
/**
 * Sort order (default desc; only with sort).
 */
order?: ("asc" | "desc")
/**
 * Page size, 1 to 100 (default 100 here, so the ten pages served reach the 1,000-result cap).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubViewerRecord".
 */
export interface GithubViewerRecord {
id: number
node_id?: string
login?: string
/**
 * User, Organization or Bot.
 */
type?: string
site_admin?: boolean
html_url?: string
avatar_url?: string
/**
 * Only in the get.
 */
name?: (string | null)
company?: (string | null)
blog?: (string | null)
location?: (string | null)
email?: (string | null)
bio?: (string | null)
public_repos?: number
followers?: number
following?: number
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubViewerGetParams".
 */
export interface GithubViewerGetParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubTeamsRecord".
 */
export interface GithubTeamsRecord {
id: number
node_id?: string
name?: string
slug?: string
description?: (string | null)
privacy?: string
notification_setting?: string
permission?: string
html_url?: string
parent?: ({

} | null)
/**
 * Only in the get.
 */
members_count?: number
/**
 * Only in the get.
 */
repos_count?: number
/**
 * Only in the get.
 */
organization?: {

}
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubTeamsListParams".
 */
export interface GithubTeamsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Organisation login.
 */
org: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubTeamsGetParams".
 */
export interface GithubTeamsGetParams {
/**
 * Organisation login.
 */
org: string
/**
 * Team slug.
 */
team_slug: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubTagsRecord".
 */
export interface GithubTagsRecord {
/**
 * List only.
 */
name?: string
/**
 * List only: {sha, url}.
 */
commit?: {

}
zipball_url?: string
tarball_url?: string
node_id?: string
/**
 * Get only: refs/tags/NAME.
 */
ref?: string
/**
 * Get only: {type (commit or tag), sha, url}.
 */
object?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubTagsListParams".
 */
export interface GithubTagsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubTagsGetParams".
 */
export interface GithubTagsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Tag name (without refs/tags/).
 */
tag: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubStargazersRecord".
 */
export interface GithubStargazersRecord {
starred_at?: string
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
user?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubStargazersListParams".
 */
export interface GithubStargazersListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Page number (1-based).
 */
page?: number
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubProjectsRecord".
 */
export interface GithubProjectsRecord {
id: number
node_id?: string
number?: number
title?: string
short_description?: (string | null)
description?: (string | null)
public?: boolean
/**
 * open or closed.
 */
state?: string
is_template?: boolean
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
owner?: ({

} | null)
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
creator?: ({

} | null)
created_at?: string
updated_at?: string
closed_at?: (string | null)
deleted_at?: (string | null)
/**
 * Copy only: owner.login lifted to the top (the parent param of project_items).
 */
owner_login?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubProjectsListParams".
 */
export interface GithubProjectsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Organisation login.
 */
org: string
/**
 * Filter text (e.g. is:open).
 */
q?: string
/**
 * Cursor from the Link header.
 */
after?: string
/**
 * Cursor from the Link header.
 */
before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubProjectsGetParams".
 */
export interface GithubProjectsGetParams {
/**
 * Organisation login.
 */
org: string
/**
 * Project number within the organisation.
 */
project_number: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubProjectItemsRecord".
 */
export interface GithubProjectItemsRecord {
id: number
node_id?: string
/**
 * Issue, PullRequest or DraftIssue.
 */
content_type?: string
content?: ({

} | null)
/**
 * A user {login, id, node_id, type, html_url, avatar_url, site_admin}.
 */
creator?: ({

} | null)
/**
 * Field values asked for with fields.
 */
fields?: unknown[]
project_url?: string
item_url?: string
created_at?: string
updated_at?: string
archived_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubProjectItemsListParams".
 */
export interface GithubProjectItemsListParams {
/**
 * Page size, 1 to 100 (GitHub default 30).
 */
per_page?: number
/**
 * Organisation login.
 */
org: string
/**
 * Project number within the organisation.
 */
project_number: number
/**
 * Filter text.
 */
q?: string
/**
 * Comma list of field ids whose values to include (50 at most).
 */
fields?: string
/**
 * Cursor from the Link header.
 */
after?: string
/**
 * Cursor from the Link header.
 */
before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubDiscussionsRecord".
 */
export interface GithubDiscussionsRecord {
/**
 * GraphQL node id.
 */
id: string
number?: number
title?: string
body?: string
url?: string
createdAt?: string
updatedAt?: string
closed?: boolean
closedAt?: (string | null)
stateReason?: (string | null)
locked?: boolean
answerChosenAt?: (string | null)
upvoteCount?: number
/**
 * {login}.
 */
author?: ({

} | null)
/**
 * {id, name, slug}.
 */
category?: {

}
/**
 * {totalCount}.
 */
comments?: {

}
/**
 * {nodes: [{name}]} (the first 20).
 */
labels?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubDiscussionsListParams".
 */
export interface GithubDiscussionsListParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Discussions per page, 1 to 100 (default 30).
 */
first?: number
/**
 * endCursor of the previous page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubDiscussionsGetParams".
 */
export interface GithubDiscussionsGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Discussion number.
 */
number: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubDiscussionsApiSearchParams".
 */
export interface GithubDiscussionsApiSearchParams {
/**
 * Search text and qualifiers (256 characters at most).
 */
q: string
/**
 * Results per page, 1 to 100 (default 30).
 */
first?: number
/**
 * endCursor of the previous page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubFileContentRecord".
 */
export interface GithubFileContentRecord {
/**
 * file.
 */
type?: string
name?: string
path?: string
sha?: string
size?: number
/**
 * base64, or none over 1 MB.
 */
encoding?: string
content?: string
html_url?: (string | null)
download_url?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubFileContentGetParams".
 */
export interface GithubFileContentGetParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Path in the repository, without a leading slash (docs/README.md).
 */
path: string
/**
 * Branch, tag or commit SHA (default: the repository's default branch).
 */
ref?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubDirectoryContentRecord".
 */
export interface GithubDirectoryContentRecord {
/**
 * file, dir, symlink or submodule.
 */
type?: string
name?: string
path?: string
sha?: string
size?: number
html_url?: (string | null)
download_url?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GithubDirectoryContentListParams".
 */
export interface GithubDirectoryContentListParams {
/**
 * Account (user or organisation login) owning the repository.
 */
owner: string
/**
 * Repository name (without the owner; .git not needed).
 */
repo: string
/**
 * Directory path in the repository, without leading or trailing slash.
 */
path: string
/**
 * Branch, tag or commit SHA (default: the repository's default branch).
 */
ref?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectsRecord".
 */
export interface GitlabProjectsRecord {
id: number
name?: string
name_with_namespace?: string
path?: string
path_with_namespace?: string
description?: (string | null)
default_branch?: (string | null)
/**
 * private, internal or public.
 */
visibility?: string
topics?: string[]
web_url?: string
http_url_to_repo?: string
ssh_url_to_repo?: string
/**
 * {id, name, path, kind (user or group), full_path, parent_id}.
 */
namespace?: {

}
archived?: boolean
empty_repo?: boolean
issues_enabled?: boolean
merge_requests_enabled?: boolean
star_count?: number
forks_count?: number
open_issues_count?: number
creator_id?: number
created_at?: (string | null)
updated_at?: (string | null)
last_activity_at?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
marked_for_deletion_at?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
marked_for_deletion_on?: (string | null)
statistics?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectsListParams".
 */
export interface GitlabProjectsListParams {
/**
 * Only projects the user is a member of.
 */
membership?: boolean
/**
 * Only projects the user owns.
 */
owned?: boolean
/**
 * Only projects the user starred.
 */
starred?: boolean
/**
 * Only the short fields of each project.
 */
simple?: boolean
/**
 * Only archived (true) or only unarchived (false) projects.
 */
archived?: boolean
/**
 * Only projects of this visibility.
 */
visibility?: ("private" | "internal" | "public")
/**
 * Only projects whose name (or path) contains this.
 */
search?: string
/**
 * Match search against the namespace too.
 */
search_namespaces?: boolean
/**
 * Only projects with all these comma-separated topics.
 */
topic?: string
/**
 * Sort field (default created_at; keyset paging needs id).
 */
order_by?: ("id" | "name" | "path" | "created_at" | "updated_at" | "last_activity_at" | "similarity" | "star_count")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Only projects with activity after this instant.
 */
last_activity_after?: string
/**
 * Only projects with activity before this instant.
 */
last_activity_before?: string
/**
 * Only projects updated after this instant.
 */
updated_after?: string
/**
 * Only projects updated before this instant.
 */
updated_before?: string
/**
 * Only projects with a greater id.
 */
id_after?: number
/**
 * Only projects with a smaller id.
 */
id_before?: number
/**
 * Only projects where the user has at least this access level.
 */
min_access_level?: (5 | 10 | 15 | 20 | 30 | 40 | 50)
/**
 * Include statistics (reporter access or more).
 */
statistics?: boolean
/**
 * keyset: pages by the Link header's id_after (with order_by=id); no totals.
 */
pagination?: "keyset"
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectsGetParams".
 */
export interface GitlabProjectsGetParams {
/**
 * Include statistics (reporter access or more).
 */
statistics?: boolean
/**
 * Include the project license.
 */
license?: boolean
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabIssuesRecord".
 */
export interface GitlabIssuesRecord {
id: number
iid?: number
project_id?: number
title?: string
description?: (string | null)
/**
 * opened or closed.
 */
state?: string
/**
 * ISSUE, INCIDENT, TEST_CASE or TASK.
 */
type?: string
issue_type?: string
labels?: string[]
milestone?: ({

} | null)
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
author?: ({

} | null)
assignees?: unknown[]
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
closed_by?: ({

} | null)
confidential?: boolean
discussion_locked?: (boolean | null)
/**
 * Day, YYYY-MM-DD.
 */
due_date?: (string | null)
weight?: (number | null)
severity?: string
user_notes_count?: number
upvotes?: number
downvotes?: number
web_url?: string
references?: {

}
created_at?: (string | null)
updated_at?: (string | null)
closed_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabIssuesListParams".
 */
export interface GitlabIssuesListParams {
/**
 * Only opened or only closed issues (default all).
 */
state?: ("opened" | "closed")
/**
 * Comma-separated label names (all must match); None or Any.
 */
labels?: string
/**
 * Milestone title; None or Any.
 */
milestone?: string
/**
 * Only these iids.
 * 
 * @maxItems 100
 * 
 * Items: Project-local number (iid), as in #12 or !12; not the global id.
 */
iids?: number[]
/**
 * Only issues whose title or description contains this.
 */
search?: string
/**
 * Only issues created by this user.
 */
author_id?: number
/**
 * Only issues assigned to this user.
 */
assignee_id?: number
/**
 * Only confidential (true) or public (false) issues.
 */
confidential?: boolean
/**
 * Only issues of this type.
 */
issue_type?: ("issue" | "incident" | "test_case" | "task")
/**
 * Sort field (default created_at).
 */
order_by?: ("created_at" | "updated_at" | "priority" | "due_date" | "relative_position" | "label_priority" | "milestone_due" | "popularity" | "weight" | "title")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Only issues created on or after this instant.
 */
created_after?: string
/**
 * Only issues created on or before this instant.
 */
created_before?: string
/**
 * Only issues updated on or after this instant.
 */
updated_after?: string
/**
 * Only issues updated on or before this instant.
 */
updated_before?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabIssuesGetParams".
 */
export interface GitlabIssuesGetParams {
/**
 * Project-local number (iid), as in #12 or !12; not the global id.
 */
issue_iid: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabMergeRequestsRecord".
 */
export interface GitlabMergeRequestsRecord {
id: number
iid?: number
project_id?: number
title?: string
description?: (string | null)
/**
 * opened, closed, locked or merged.
 */
state?: string
draft?: boolean
source_branch?: string
target_branch?: string
source_project_id?: number
target_project_id?: number
labels?: string[]
milestone?: ({

} | null)
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
author?: ({

} | null)
assignees?: unknown[]
reviewers?: unknown[]
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
merged_by?: ({

} | null)
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
merge_user?: ({

} | null)
detailed_merge_status?: string
sha?: (string | null)
merge_commit_sha?: (string | null)
squash_commit_sha?: (string | null)
user_notes_count?: number
web_url?: string
references?: {

}
created_at?: (string | null)
updated_at?: (string | null)
merged_at?: (string | null)
closed_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabMergeRequestsListParams".
 */
export interface GitlabMergeRequestsListParams {
/**
 * Only merge requests in this state (default all).
 */
state?: ("opened" | "closed" | "locked" | "merged" | "all")
/**
 * Only these iids.
 * 
 * @maxItems 100
 * 
 * Items: Project-local number (iid), as in #12 or !12; not the global id.
 */
iids?: number[]
/**
 * Comma-separated label names; None or Any.
 */
labels?: string
/**
 * Milestone title; None or Any.
 */
milestone?: string
/**
 * Only merge requests whose title or description contains this.
 */
search?: string
/**
 * Only merge requests from this branch.
 */
source_branch?: string
/**
 * Only merge requests into this branch.
 */
target_branch?: string
/**
 * Only merge requests created by this user.
 */
author_id?: number
/**
 * Only merge requests this user reviews.
 */
reviewer_id?: number
/**
 * yes: only draft merge requests; no: only ready ones.
 */
wip?: ("yes" | "no")
/**
 * simple: only iid, URL, title, description and state.
 */
view?: "simple"
/**
 * Sort field (default created_at).
 */
order_by?: ("created_at" | "title" | "updated_at" | "merged_at")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Only merge requests created on or after this instant.
 */
created_after?: string
/**
 * Only merge requests created on or before this instant.
 */
created_before?: string
/**
 * Only merge requests updated on or after this instant.
 */
updated_after?: string
/**
 * Only merge requests updated on or before this instant.
 */
updated_before?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabMergeRequestsGetParams".
 */
export interface GitlabMergeRequestsGetParams {
/**
 * Project-local number (iid), as in #12 or !12; not the global id.
 */
merge_request_iid: number
/**
 * Include how many commits the source branch is behind.
 */
include_diverged_commits_count?: boolean
/**
 * Include whether a rebase is in progress.
 */
include_rebase_in_progress?: boolean
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabUsersRecord".
 */
export interface GitlabUsersRecord {
id: number
username?: string
name?: string
/**
 * active, blocked, deactivated, ...
 */
state?: string
locked?: boolean
avatar_url?: (string | null)
web_url?: string
bot?: boolean
created_at?: (string | null)
bio?: (string | null)
location?: (string | null)
public_email?: (string | null)
organization?: (string | null)
job_title?: (string | null)
/**
 * Administrators only.
 */
email?: string
is_admin?: boolean
external?: boolean
/**
 * Day, YYYY-MM-DD.
 */
last_activity_on?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabUsersListParams".
 */
export interface GitlabUsersListParams {
/**
 * Only users whose name, username or public email matches.
 */
search?: string
/**
 * Only the user with this username (case-insensitive).
 */
username?: string
/**
 * Only active users.
 */
active?: true
/**
 * Only blocked users.
 */
blocked?: true
/**
 * Only external users (administrators).
 */
external?: boolean
/**
 * Only human users (no bots).
 */
humans?: boolean
/**
 * Leave out internal users.
 */
exclude_internal?: boolean
/**
 * Leave out project bots.
 */
without_project_bots?: boolean
/**
 * Only users created after this instant.
 */
created_after?: string
/**
 * Only users created before this instant.
 */
created_before?: string
/**
 * Sort field (default id; others need administrator access).
 */
order_by?: ("id" | "name" | "username" | "created_at" | "updated_at")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * keyset: pages by the Link header's cursor; no totals (GitLab 16.5 and later).
 */
pagination?: "keyset"
/**
 * Keyset cursor from the previous page's next link.
 */
cursor?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabUsersGetParams".
 */
export interface GitlabUsersGetParams {
/**
 * Numeric user id.
 */
user_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabCommitsRecord".
 */
export interface GitlabCommitsRecord {
/**
 * Full SHA.
 */
id: string
short_id?: string
title?: string
message?: string
author_name?: string
author_email?: string
authored_date?: (string | null)
committer_name?: string
committer_email?: string
committed_date?: (string | null)
created_at?: (string | null)
parent_ids?: string[]
web_url?: string
trailers?: {

}
/**
 * {additions, deletions, total} with with_stats or on the get.
 */
stats?: {

}
status?: (string | null)
last_pipeline?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabCommitsListParams".
 */
export interface GitlabCommitsListParams {
/**
 * Branch, tag or revision range (default: the default branch).
 */
ref_name?: string
/**
 * Only commits on or after this instant.
 */
since?: string
/**
 * Only commits on or before this instant.
 */
until?: string
/**
 * Only commits touching this file path.
 */
path?: string
/**
 * Only commits by this author name or email.
 */
author?: string
/**
 * Commits of every ref.
 */
all?: boolean
/**
 * Include additions and deletions.
 */
with_stats?: boolean
/**
 * Follow only the first parent of merges.
 */
first_parent?: boolean
/**
 * Commit order (default reverse chronological).
 */
order?: ("default" | "topo")
/**
 * Parse Git trailers.
 */
trailers?: boolean
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabCommitsGetParams".
 */
export interface GitlabCommitsGetParams {
/**
 * Commit SHA (7 to 64 hex characters).
 */
sha: string
/**
 * Include additions and deletions (default true).
 */
stats?: boolean
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupsRecord".
 */
export interface GitlabGroupsRecord {
id: number
name?: string
path?: string
full_name?: string
full_path?: string
description?: (string | null)
visibility?: string
parent_id?: (number | null)
web_url?: string
avatar_url?: (string | null)
created_at?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
marked_for_deletion_on?: (string | null)
archived?: boolean
statistics?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupsListParams".
 */
export interface GitlabGroupsListParams {
/**
 * Only groups whose name or path matches.
 */
search?: string
/**
 * Only groups the user owns.
 */
owned?: boolean
/**
 * Every group the user can see (default false for users, true for administrators).
 */
all_available?: boolean
/**
 * Only top-level groups.
 */
top_level_only?: boolean
/**
 * Only groups where the user has at least this access level.
 */
min_access_level?: (5 | 10 | 15 | 20 | 30 | 40 | 50)
/**
 * Leave out these group ids.
 * 
 * @maxItems 100
 */
skip_groups?: number[]
/**
 * Sort field (default name).
 */
order_by?: ("name" | "path" | "id" | "similarity")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Include statistics (administrators).
 */
statistics?: boolean
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupsGetParams".
 */
export interface GitlabGroupsGetParams {
/**
 * Embed the group's projects (GitLab default true; false here to keep answers small).
 */
with_projects?: boolean
/**
 * Group: numeric id, or full path (group or group/subgroup), sent URL-encoded.
 */
group_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabBranchesRecord".
 */
export interface GitlabBranchesRecord {
name: string
merged?: boolean
protected?: boolean
default?: boolean
developers_can_push?: boolean
developers_can_merge?: boolean
can_push?: boolean
web_url?: string
/**
 * {id, short_id, title, authored_date, committed_date, ...}.
 */
commit?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabBranchesListParams".
 */
export interface GitlabBranchesListParams {
/**
 * Only branches whose name contains this (^ and $ anchor it).
 */
search?: string
/**
 * Only branches whose name matches this RE2 expression.
 */
regex?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabBranchesGetParams".
 */
export interface GitlabBranchesGetParams {
/**
 * Branch name (sent URL-encoded: feature/x is feature%2Fx).
 */
branch: string
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabPipelinesRecord".
 */
export interface GitlabPipelinesRecord {
id: number
iid?: number
project_id?: number
status?: string
source?: string
ref?: string
sha?: string
name?: (string | null)
web_url?: string
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
user?: ({

} | null)
before_sha?: string
tag?: boolean
duration?: (number | null)
queued_duration?: (number | null)
coverage?: (string | null)
detailed_status?: {

}
created_at?: (string | null)
updated_at?: (string | null)
started_at?: (string | null)
finished_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabPipelinesListParams".
 */
export interface GitlabPipelinesListParams {
/**
 * Only pipelines of this scope.
 */
scope?: ("running" | "pending" | "finished" | "branches" | "tags")
/**
 * Only pipelines in this status.
 */
status?: ("created" | "waiting_for_resource" | "waiting_for_callback" | "preparing" | "pending" | "running" | "canceling" | "success" | "failed" | "canceled" | "skipped" | "manual" | "scheduled")
/**
 * Only pipelines from this source (push, web, schedule, merge_request_event, ...).
 */
source?: string
/**
 * Only pipelines of this ref.
 */
ref?: string
/**
 * Only pipelines of this commit.
 */
sha?: string
/**
 * Only pipelines with this name.
 */
name?: string
/**
 * Only pipelines triggered by this user.
 */
username?: string
/**
 * Only pipelines with invalid configuration.
 */
yaml_errors?: boolean
/**
 * Sort field (default id).
 */
order_by?: ("id" | "status" | "ref" | "updated_at" | "user_id")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Only pipelines created after this instant.
 */
created_after?: string
/**
 * Only pipelines created before this instant.
 */
created_before?: string
/**
 * Only pipelines updated after this instant.
 */
updated_after?: string
/**
 * Only pipelines updated before this instant.
 */
updated_before?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabPipelinesGetParams".
 */
export interface GitlabPipelinesGetParams {
/**
 * Pipeline id.
 */
pipeline_id: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupMembersRecord".
 */
export interface GitlabGroupMembersRecord {
/**
 * The user's id.
 */
id: number
username?: string
name?: string
state?: string
avatar_url?: (string | null)
web_url?: string
/**
 * 10 guest, 15 planner, 20 reporter, 30 developer, 40 maintainer, 50 owner.
 */
access_level?: number
created_at?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
expires_at?: (string | null)
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
created_by?: ({

} | null)
group_saml_identity?: ({

} | null)
membership_state?: string
member_role?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupMembersListParams".
 */
export interface GitlabGroupMembersListParams {
/**
 * Only members whose name, email or username matches.
 */
query?: string
/**
 * Only these user ids.
 * 
 * @maxItems 100
 */
user_ids?: number[]
/**
 * Include seat information.
 */
show_seat_info?: boolean
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Group: numeric id, or full path (group or group/subgroup), sent URL-encoded.
 */
group_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupMembersGetParams".
 */
export interface GitlabGroupMembersGetParams {
/**
 * The member's user id.
 */
user_id: number
/**
 * Group: numeric id, or full path (group or group/subgroup), sent URL-encoded.
 */
group_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectMembersRecord".
 */
export interface GitlabProjectMembersRecord {
/**
 * The user's id.
 */
id: number
username?: string
name?: string
state?: string
avatar_url?: (string | null)
web_url?: string
/**
 * 10 guest, 15 planner, 20 reporter, 30 developer, 40 maintainer, 50 owner.
 */
access_level?: number
created_at?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
expires_at?: (string | null)
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
created_by?: ({

} | null)
group_saml_identity?: ({

} | null)
membership_state?: string
member_role?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectMembersListParams".
 */
export interface GitlabProjectMembersListParams {
/**
 * Only members whose name, email or username matches.
 */
query?: string
/**
 * Only these user ids.
 * 
 * @maxItems 100
 */
user_ids?: number[]
/**
 * Include seat information.
 */
show_seat_info?: boolean
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectMembersGetParams".
 */
export interface GitlabProjectMembersGetParams {
/**
 * The member's user id.
 */
user_id: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabReleasesRecord".
 */
export interface GitlabReleasesRecord {
tag_name: string
name?: (string | null)
description?: (string | null)
created_at?: (string | null)
released_at?: (string | null)
upcoming_release?: boolean
/**
 * {id, username, name, state, avatar_url, web_url}.
 */
author?: ({

} | null)
commit?: {

}
milestones?: unknown[]
commit_path?: string
tag_path?: string
assets?: {

}
evidences?: unknown[]
_links?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabReleasesListParams".
 */
export interface GitlabReleasesListParams {
/**
 * Sort field (default released_at).
 */
order_by?: ("released_at" | "created_at")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Include the description rendered as HTML.
 */
include_html_description?: boolean
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabReleasesGetParams".
 */
export interface GitlabReleasesGetParams {
/**
 * Tag of the release (sent URL-encoded).
 */
tag_name: string
/**
 * Include the description rendered as HTML.
 */
include_html_description?: boolean
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabTagsRecord".
 */
export interface GitlabTagsRecord {
name: string
message?: (string | null)
/**
 * SHA the tag points at (the tag object for annotated tags).
 */
target?: string
protected?: boolean
created_at?: (string | null)
commit?: {

}
release?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabTagsListParams".
 */
export interface GitlabTagsListParams {
/**
 * Only tags whose name contains this (^ and $ anchor it).
 */
search?: string
/**
 * Sort field (default updated).
 */
order_by?: ("name" | "updated" | "version")
/**
 * asc or desc (GitLab default desc).
 */
sort?: ("asc" | "desc")
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabTagsGetParams".
 */
export interface GitlabTagsGetParams {
/**
 * Tag name (sent URL-encoded).
 */
tag_name: string
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupMilestonesRecord".
 */
export interface GitlabGroupMilestonesRecord {
id: number
iid?: number
project_id?: number
group_id?: number
title?: string
description?: (string | null)
/**
 * active or closed.
 */
state?: string
/**
 * Day, YYYY-MM-DD.
 */
start_date?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
due_date?: (string | null)
expired?: (boolean | null)
web_url?: string
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupMilestonesListParams".
 */
export interface GitlabGroupMilestonesListParams {
/**
 * Only these milestone iids.
 * 
 * @maxItems 100
 * 
 * Items: Project-local number (iid), as in #12 or !12; not the global id.
 */
iids?: number[]
/**
 * Only active or only closed milestones (default both).
 */
state?: ("active" | "closed")
/**
 * Only the milestone with this exact title.
 */
title?: string
/**
 * Only milestones whose title or description contains this.
 */
search?: string
/**
 * Include milestones of the ancestor groups.
 */
include_ancestors?: boolean
/**
 * Only milestones updated before this instant.
 */
updated_before?: string
/**
 * Only milestones updated after this instant.
 */
updated_after?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Group: numeric id, or full path (group or group/subgroup), sent URL-encoded.
 */
group_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabGroupMilestonesGetParams".
 */
export interface GitlabGroupMilestonesGetParams {
/**
 * Global milestone id (not the iid).
 */
milestone_id: number
/**
 * Group: numeric id, or full path (group or group/subgroup), sent URL-encoded.
 */
group_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectMilestonesRecord".
 */
export interface GitlabProjectMilestonesRecord {
id: number
iid?: number
project_id?: number
group_id?: number
title?: string
description?: (string | null)
/**
 * active or closed.
 */
state?: string
/**
 * Day, YYYY-MM-DD.
 */
start_date?: (string | null)
/**
 * Day, YYYY-MM-DD.
 */
due_date?: (string | null)
expired?: (boolean | null)
web_url?: string
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectMilestonesListParams".
 */
export interface GitlabProjectMilestonesListParams {
/**
 * Only these milestone iids.
 * 
 * @maxItems 100
 * 
 * Items: Project-local number (iid), as in #12 or !12; not the global id.
 */
iids?: number[]
/**
 * Only active or only closed milestones (default both).
 */
state?: ("active" | "closed")
/**
 * Only the milestone with this exact title.
 */
title?: string
/**
 * Only milestones whose title or description contains this.
 */
search?: string
/**
 * Include milestones of the ancestor groups.
 */
include_ancestors?: boolean
/**
 * Only milestones updated before this instant.
 */
updated_before?: string
/**
 * Only milestones updated after this instant.
 */
updated_after?: string
/**
 * Page size, 1 to 100 (GitLab default 20).
 */
per_page?: number
/**
 * Page number from 1 (offset paging; GitLab refuses offsets past 50,000 records of projects and groups).
 */
page?: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GitlabProjectMilestonesGetParams".
 */
export interface GitlabProjectMilestonesGetParams {
/**
 * Global milestone id (not the iid).
 */
milestone_id: number
/**
 * Project: numeric id, or full path with its namespace (group/subgroup/project), sent URL-encoded (group%2Fsubgroup%2Fproject) as GitLab requires.
 */
project_id: (number | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongUsersRecord".
 */
export interface GongUsersRecord {
id: string
emailAddress?: (string | null)
created?: (string | null)
active?: (boolean | null)
emailAliases?: (string[] | null)
trustedEmailAddress?: (string | null)
firstName?: (string | null)
lastName?: (string | null)
title?: (string | null)
phoneNumber?: (string | null)
extension?: (string | null)
personalMeetingUrls?: (string[] | null)
settings?: ({

} | null)
managerId?: (string | null)
meetingConsentPageUrl?: (string | null)
spokenLanguages?: ({

}[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongUsersListParams".
 */
export interface GongUsersListParams {
/**
 * Include each user's avatar URL.
 */
includeAvatars?: boolean
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongUsersGetParams".
 */
export interface GongUsersGetParams {
/**
 * Gong id of the user.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallsRecord".
 */
export interface GongCallsRecord {
id: string
url?: string
title?: (string | null)
scheduled?: (string | null)
started?: (string | null)
duration?: (number | null)
primaryUserId?: (string | null)
direction?: (string | null)
system?: (string | null)
scope?: (string | null)
media?: (string | null)
language?: (string | null)
workspaceId?: (string | null)
sdrDisposition?: (string | null)
clientUniqueId?: (string | null)
customData?: (string | null)
purpose?: (string | null)
meetingUrl?: (string | null)
isPrivate?: (boolean | null)
calendarEventId?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallsListParams".
 */
export interface GongCallsListParams {
/**
 * ISO-8601 instant with Z or an offset.
 */
fromDateTime: string
/**
 * ISO-8601 instant with Z or an offset.
 */
toDateTime: string
/**
 * Only this workspace.
 */
workspaceId?: string
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallsGetParams".
 */
export interface GongCallsGetParams {
/**
 * Gong id of the call.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallsExtensiveRecord".
 */
export interface GongCallsExtensiveRecord {
metaData: {
id: string
url?: string
title?: (string | null)
scheduled?: (string | null)
started?: (string | null)
duration?: (number | null)
primaryUserId?: (string | null)
direction?: (string | null)
system?: (string | null)
scope?: (string | null)
media?: (string | null)
language?: (string | null)
workspaceId?: (string | null)
sdrDisposition?: (string | null)
clientUniqueId?: (string | null)
customData?: (string | null)
purpose?: (string | null)
meetingUrl?: (string | null)
isPrivate?: (boolean | null)
calendarEventId?: (string | null)
}
context?: (unknown[] | null)
parties?: ({

}[] | null)
content?: ({

} | null)
interaction?: ({

} | null)
collaboration?: ({

} | null)
/**
 * {audioUrl, videoUrl}: temporary signed links.
 */
media?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallsExtensiveListParams".
 */
export interface GongCallsExtensiveListParams {
filter: {
/**
 * ISO-8601 instant with Z or an offset.
 */
fromDateTime?: string
/**
 * ISO-8601 instant with Z or an offset.
 */
toDateTime?: string
/**
 * Only this workspace.
 */
workspaceId?: string
/**
 * @minItems 1
 */
callIds?: string[]
/**
 * @minItems 1
 */
primaryUserIds?: string[]
}
/**
 * {context: None|Basic|Extended, contextTiming: [Now|TimeOfCall], exposedFields: {parties, content: {...}, interaction: {...}, collaboration: {...}, media}}.
 */
contentSelector?: {
context?: ("None" | "Basic" | "Extended")
contextTiming?: ("Now" | "TimeOfCall")[]
exposedFields?: {

}
}
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallTranscriptsRecord".
 */
export interface GongCallTranscriptsRecord {
callId: string
/**
 * Items: {speakerId, topic, sentences: [{start, end, text}]}
 */
transcript?: {

}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallTranscriptsListParams".
 */
export interface GongCallTranscriptsListParams {
filter: {
/**
 * ISO-8601 instant with Z or an offset.
 */
fromDateTime?: string
/**
 * ISO-8601 instant with Z or an offset.
 */
toDateTime?: string
/**
 * Only this workspace.
 */
workspaceId?: string
/**
 * @minItems 1
 */
callIds?: string[]
}
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallAudioDownloadParams".
 */
export interface GongCallAudioDownloadParams {
/**
 * Gong id of the call.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCallVideoDownloadParams".
 */
export interface GongCallVideoDownloadParams {
/**
 * Gong id of the call.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongWorkspacesRecord".
 */
export interface GongWorkspacesRecord {
id: string
name?: (string | null)
description?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongWorkspacesListParams".
 */
export interface GongWorkspacesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsActivityAggregateRecord".
 */
export interface GongStatsActivityAggregateRecord {
userId?: string
userEmailAddress?: (string | null)
userAggregateActivityStats?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsActivityAggregateListParams".
 */
export interface GongStatsActivityAggregateListParams {
filter: {
/**
 * First day, YYYY-MM-DD (included).
 */
fromDate: string
/**
 * Day after the last, YYYY-MM-DD (excluded).
 */
toDate: string
createdFromDateTime?: string
createdToDateTime?: string
/**
 * Only these users.
 */
userIds?: string[]
}
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsActivityDayByDayRecord".
 */
export interface GongStatsActivityDayByDayRecord {
userId?: string
userEmailAddress?: (string | null)
userDailyActivityStats?: {

}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsActivityDayByDayListParams".
 */
export interface GongStatsActivityDayByDayListParams {
filter: {
/**
 * First day, YYYY-MM-DD (included).
 */
fromDate: string
/**
 * Day after the last, YYYY-MM-DD (excluded).
 */
toDate: string
createdFromDateTime?: string
createdToDateTime?: string
/**
 * Only these users.
 */
userIds?: string[]
}
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsInteractionRecord".
 */
export interface GongStatsInteractionRecord {
userId?: string
userEmailAddress?: (string | null)
personInteractionStats?: {

}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsInteractionListParams".
 */
export interface GongStatsInteractionListParams {
filter: {
/**
 * First day, YYYY-MM-DD (included).
 */
fromDate: string
/**
 * Day after the last, YYYY-MM-DD (excluded).
 */
toDate: string
createdFromDateTime?: string
createdToDateTime?: string
/**
 * Only these users.
 */
userIds?: string[]
}
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsActivityScorecardsRecord".
 */
export interface GongStatsActivityScorecardsRecord {
/**
 * A Gong id (the reference types some as int64 numbers, others as strings).
 */
answeredScorecardId: (string | number)
/**
 * A Gong id (the reference types some as int64 numbers, others as strings).
 */
scorecardId?: (string | number)
scorecardName?: (string | null)
callId?: (string | number | null)
callStartTime?: (string | null)
reviewedUserId?: (string | number | null)
reviewerUserId?: (string | number | null)
reviewTime?: (string | null)
visibilityType?: (string | null)
answers?: {

}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongStatsActivityScorecardsListParams".
 */
export interface GongStatsActivityScorecardsListParams {
filter: {
/**
 * ISO-8601 instant with Z or an offset.
 */
fromDateTime: string
/**
 * ISO-8601 instant with Z or an offset.
 */
toDateTime: string
/**
 * @minItems 1
 */
scorecardIds?: string[]
/**
 * @minItems 1
 */
reviewedUserIds?: string[]
/**
 * @minItems 1
 */
reviewerUserIds?: string[]
/**
 * @minItems 1
 */
callIds?: string[]
}
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongSettingsScorecardsRecord".
 */
export interface GongSettingsScorecardsRecord {
/**
 * A Gong id (the reference types some as int64 numbers, others as strings).
 */
scorecardId: (string | number)
scorecardName?: (string | null)
workspaceId?: (string | number | null)
enabled?: (boolean | null)
reviewMethod?: ("AUTOMATIC" | "MANUAL" | null)
updaterUserId?: (string | number | null)
created?: (string | null)
updated?: (string | null)
questions?: {

}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongSettingsScorecardsListParams".
 */
export interface GongSettingsScorecardsListParams {
/**
 * Only this workspace.
 */
workspaceId?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongSettingsTrackersRecord".
 */
export interface GongSettingsTrackersRecord {
/**
 * A Gong id (the reference types some as int64 numbers, others as strings).
 */
trackerId: (string | number)
trackerName?: (string | null)
workspaceId?: (string | number | null)
languageKeywords?: {

}[]
affiliation?: (string | null)
partOfQuestion?: (boolean | null)
saidAt?: (string | null)
enabled?: (boolean | null)
created?: (string | null)
updated?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongSettingsTrackersListParams".
 */
export interface GongSettingsTrackersListParams {
/**
 * Only this workspace.
 */
workspaceId?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongLibraryFoldersRecord".
 */
export interface GongLibraryFoldersRecord {
id: string
name?: (string | null)
parentFolderId?: (string | null)
createdBy?: (string | null)
updated?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongLibraryFoldersListParams".
 */
export interface GongLibraryFoldersListParams {
/**
 * Only this workspace.
 */
workspaceId?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongLibraryFolderContentRecord".
 */
export interface GongLibraryFolderContentRecord {
id: string
title?: (string | null)
note?: (string | null)
addedBy?: (string | null)
created?: (string | null)
url?: (string | null)
/**
 * {fromSec, toSec} when only part of the call is in the folder.
 */
snippet?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongLibraryFolderContentListParams".
 */
export interface GongLibraryFolderContentListParams {
/**
 * Gong id of the library folder.
 */
folderId: string
/**
 * records.cursor of the previous answer (connector_metadata.cursor).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCoachingRecord".
 */
export interface GongCoachingRecord {
manager?: {

}
directReportsMetrics?: {

}[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GongCoachingListParams".
 */
export interface GongCoachingListParams {
/**
 * Gong id of the workspace.
 */
"workspace-id": string
/**
 * Gong id of the manager.
 */
"manager-id": string
/**
 * ISO-8601 instant with Z or an offset.
 */
from: string
/**
 * ISO-8601 instant with Z or an offset.
 */
to: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSitesRecord".
 */
export interface GoogleSearchConsoleSitesRecord {
siteUrl: string
permissionLevel?: ("siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser" | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSitesListParams".
 */
export interface GoogleSearchConsoleSitesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSitesGetParams".
 */
export interface GoogleSearchConsoleSitesGetParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSitemapsRecord".
 */
export interface GoogleSearchConsoleSitemapsRecord {
path: string
lastSubmitted?: (string | null)
isPending?: (boolean | null)
isSitemapsIndex?: (boolean | null)
/**
 * sitemap, rssFeed, atomFeed, urlList, patternSitemap or notSitemap.
 */
type?: (string | null)
lastDownloaded?: (string | null)
/**
 * Number of warnings (an int64 as text).
 */
warnings?: (string | null)
/**
 * Number of errors (an int64 as text).
 */
errors?: (string | null)
contents?: ({
/**
 * web, image, video, news, mobile, androidApp, pattern, iosApp or dataFeedElement.
 */
type?: string
/**
 * Number of URLs submitted (an int64 as text).
 */
submitted?: string
/**
 * Deprecated by Google; no longer filled.
 */
indexed?: string
}[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSitemapsListParams".
 */
export interface GoogleSearchConsoleSitemapsListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * URL of a sitemap index; lists the sitemaps it contains.
 */
sitemapIndex?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSitemapsGetParams".
 */
export interface GoogleSearchConsoleSitemapsGetParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * URL of the sitemap (https://www.example.com/sitemap.xml).
 */
feedpath: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByDateRecord".
 */
export interface GoogleSearchConsoleSearchAnalyticsByDateRecord {
/**
 * The row's dimension values, in the order of the request's dimensions.
 */
keys?: (string[] | null)
clicks: (number | null)
impressions: (number | null)
/**
 * Click-through rate, 0 to 1.
 */
ctr: (number | null)
/**
 * Average position in search results (1 is the top).
 */
position: (number | null)
/**
 * YYYY-MM-DD (PT), from keys when grouped by date.
 */
date?: string
/**
 * Start of the hour with its offset, from keys when grouped by hour.
 */
hour?: string
/**
 * ISO 3166-1 alpha-3 country code (lower case), from keys when grouped by country.
 */
country?: string
/**
 * DESKTOP, MOBILE or TABLET, from keys when grouped by device.
 */
device?: string
/**
 * Page URL, from keys when grouped by page.
 */
page?: string
/**
 * Search query, from keys when grouped by query.
 */
query?: string
/**
 * Search appearance, from keys when grouped by searchAppearance.
 */
searchAppearance?: string
/**
 * The property asked for (the siteUrl param).
 */
site_url?: string
/**
 * The type asked for (default web).
 */
search_type?: string
/**
 * How Google aggregated the rows (auto, byPage, byProperty, byNewsShowcasePanel): responseAggregationType.
 */
response_aggregation_type?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByDateListParams".
 */
export interface GoogleSearchConsoleSearchAnalyticsByDateListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * First day, YYYY-MM-DD (Pacific time), included.
 */
startDate: string
/**
 * Last day, YYYY-MM-DD (Pacific time), included.
 */
endDate: string
/**
 * Grouping dimensions, in the order of each row's keys. hour (added April 2025) goes with dataState hourly_all and covers the last 10 days.
 */
dimensions?: ("date" | "query" | "page" | "country" | "device" | "searchAppearance" | "hour")[]
/**
 * Search type (default web). providerNews is the catalog's name for googleNews (Google News); both send googleNews.
 */
type?: ("web" | "image" | "video" | "news" | "discover" | "googleNews" | "providerNews")
/**
 * How rows are aggregated (default auto). byProperty is refused when grouping or filtering by page.
 */
aggregationType?: ("auto" | "byPage" | "byProperty" | "byNewsShowcasePanel")
/**
 * final (default): finalised data only; all: fresh, not yet final data too; hourly_all: with the hour dimension.
 */
dataState?: ("final" | "all" | "hourly_all")
/**
 * Rows per page, 1 to 25000 (default 1000).
 */
rowLimit?: number
/**
 * Filters on dimension values, e.g. [{filters: [{dimension: country, expression: fra}]}] (groups are ANDed).
 */
dimensionFilterGroups?: {
/**
 * How the filters of the group combine (only and).
 */
groupType?: "and"
/**
 * @minItems 1
 */
filters: {
dimension: ("query" | "page" | "country" | "device" | "searchAppearance")
/**
 * Default equals; regexes are RE2.
 */
operator?: ("equals" | "notEquals" | "contains" | "notContains" | "includingRegex" | "excludingRegex")
expression: string
}[]
}[]
/**
 * Zero-based index of the first row (default 0).
 */
startRow?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByCountryRecord".
 */
export interface GoogleSearchConsoleSearchAnalyticsByCountryRecord {
/**
 * The row's dimension values, in the order of the request's dimensions.
 */
keys?: (string[] | null)
clicks: (number | null)
impressions: (number | null)
/**
 * Click-through rate, 0 to 1.
 */
ctr: (number | null)
/**
 * Average position in search results (1 is the top).
 */
position: (number | null)
/**
 * YYYY-MM-DD (PT), from keys when grouped by date.
 */
date?: string
/**
 * Start of the hour with its offset, from keys when grouped by hour.
 */
hour?: string
/**
 * ISO 3166-1 alpha-3 country code (lower case), from keys when grouped by country.
 */
country?: string
/**
 * DESKTOP, MOBILE or TABLET, from keys when grouped by device.
 */
device?: string
/**
 * Page URL, from keys when grouped by page.
 */
page?: string
/**
 * Search query, from keys when grouped by query.
 */
query?: string
/**
 * Search appearance, from keys when grouped by searchAppearance.
 */
searchAppearance?: string
/**
 * The property asked for (the siteUrl param).
 */
site_url?: string
/**
 * The type asked for (default web).
 */
search_type?: string
/**
 * How Google aggregated the rows (auto, byPage, byProperty, byNewsShowcasePanel): responseAggregationType.
 */
response_aggregation_type?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByCountryListParams".
 */
export interface GoogleSearchConsoleSearchAnalyticsByCountryListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * First day, YYYY-MM-DD (Pacific time), included.
 */
startDate: string
/**
 * Last day, YYYY-MM-DD (Pacific time), included.
 */
endDate: string
/**
 * Grouping dimensions, in the order of each row's keys. hour (added April 2025) goes with dataState hourly_all and covers the last 10 days.
 */
dimensions?: ("date" | "query" | "page" | "country" | "device" | "searchAppearance" | "hour")[]
/**
 * Search type (default web). providerNews is the catalog's name for googleNews (Google News); both send googleNews.
 */
type?: ("web" | "image" | "video" | "news" | "discover" | "googleNews" | "providerNews")
/**
 * How rows are aggregated (default auto). byProperty is refused when grouping or filtering by page.
 */
aggregationType?: ("auto" | "byPage" | "byProperty" | "byNewsShowcasePanel")
/**
 * final (default): finalised data only; all: fresh, not yet final data too; hourly_all: with the hour dimension.
 */
dataState?: ("final" | "all" | "hourly_all")
/**
 * Rows per page, 1 to 25000 (default 1000).
 */
rowLimit?: number
/**
 * Filters on dimension values, e.g. [{filters: [{dimension: country, expression: fra}]}] (groups are ANDed).
 */
dimensionFilterGroups?: {
/**
 * How the filters of the group combine (only and).
 */
groupType?: "and"
/**
 * @minItems 1
 */
filters: {
dimension: ("query" | "page" | "country" | "device" | "searchAppearance")
/**
 * Default equals; regexes are RE2.
 */
operator?: ("equals" | "notEquals" | "contains" | "notContains" | "includingRegex" | "excludingRegex")
expression: string
}[]
}[]
/**
 * Zero-based index of the first row (default 0).
 */
startRow?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByDeviceRecord".
 */
export interface GoogleSearchConsoleSearchAnalyticsByDeviceRecord {
/**
 * The row's dimension values, in the order of the request's dimensions.
 */
keys?: (string[] | null)
clicks: (number | null)
impressions: (number | null)
/**
 * Click-through rate, 0 to 1.
 */
ctr: (number | null)
/**
 * Average position in search results (1 is the top).
 */
position: (number | null)
/**
 * YYYY-MM-DD (PT), from keys when grouped by date.
 */
date?: string
/**
 * Start of the hour with its offset, from keys when grouped by hour.
 */
hour?: string
/**
 * ISO 3166-1 alpha-3 country code (lower case), from keys when grouped by country.
 */
country?: string
/**
 * DESKTOP, MOBILE or TABLET, from keys when grouped by device.
 */
device?: string
/**
 * Page URL, from keys when grouped by page.
 */
page?: string
/**
 * Search query, from keys when grouped by query.
 */
query?: string
/**
 * Search appearance, from keys when grouped by searchAppearance.
 */
searchAppearance?: string
/**
 * The property asked for (the siteUrl param).
 */
site_url?: string
/**
 * The type asked for (default web).
 */
search_type?: string
/**
 * How Google aggregated the rows (auto, byPage, byProperty, byNewsShowcasePanel): responseAggregationType.
 */
response_aggregation_type?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByDeviceListParams".
 */
export interface GoogleSearchConsoleSearchAnalyticsByDeviceListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * First day, YYYY-MM-DD (Pacific time), included.
 */
startDate: string
/**
 * Last day, YYYY-MM-DD (Pacific time), included.
 */
endDate: string
/**
 * Grouping dimensions, in the order of each row's keys. hour (added April 2025) goes with dataState hourly_all and covers the last 10 days.
 */
dimensions?: ("date" | "query" | "page" | "country" | "device" | "searchAppearance" | "hour")[]
/**
 * Search type (default web). providerNews is the catalog's name for googleNews (Google News); both send googleNews.
 */
type?: ("web" | "image" | "video" | "news" | "discover" | "googleNews" | "providerNews")
/**
 * How rows are aggregated (default auto). byProperty is refused when grouping or filtering by page.
 */
aggregationType?: ("auto" | "byPage" | "byProperty" | "byNewsShowcasePanel")
/**
 * final (default): finalised data only; all: fresh, not yet final data too; hourly_all: with the hour dimension.
 */
dataState?: ("final" | "all" | "hourly_all")
/**
 * Rows per page, 1 to 25000 (default 1000).
 */
rowLimit?: number
/**
 * Filters on dimension values, e.g. [{filters: [{dimension: country, expression: fra}]}] (groups are ANDed).
 */
dimensionFilterGroups?: {
/**
 * How the filters of the group combine (only and).
 */
groupType?: "and"
/**
 * @minItems 1
 */
filters: {
dimension: ("query" | "page" | "country" | "device" | "searchAppearance")
/**
 * Default equals; regexes are RE2.
 */
operator?: ("equals" | "notEquals" | "contains" | "notContains" | "includingRegex" | "excludingRegex")
expression: string
}[]
}[]
/**
 * Zero-based index of the first row (default 0).
 */
startRow?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByPageRecord".
 */
export interface GoogleSearchConsoleSearchAnalyticsByPageRecord {
/**
 * The row's dimension values, in the order of the request's dimensions.
 */
keys?: (string[] | null)
clicks: (number | null)
impressions: (number | null)
/**
 * Click-through rate, 0 to 1.
 */
ctr: (number | null)
/**
 * Average position in search results (1 is the top).
 */
position: (number | null)
/**
 * YYYY-MM-DD (PT), from keys when grouped by date.
 */
date?: string
/**
 * Start of the hour with its offset, from keys when grouped by hour.
 */
hour?: string
/**
 * ISO 3166-1 alpha-3 country code (lower case), from keys when grouped by country.
 */
country?: string
/**
 * DESKTOP, MOBILE or TABLET, from keys when grouped by device.
 */
device?: string
/**
 * Page URL, from keys when grouped by page.
 */
page?: string
/**
 * Search query, from keys when grouped by query.
 */
query?: string
/**
 * Search appearance, from keys when grouped by searchAppearance.
 */
searchAppearance?: string
/**
 * The property asked for (the siteUrl param).
 */
site_url?: string
/**
 * The type asked for (default web).
 */
search_type?: string
/**
 * How Google aggregated the rows (auto, byPage, byProperty, byNewsShowcasePanel): responseAggregationType.
 */
response_aggregation_type?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByPageListParams".
 */
export interface GoogleSearchConsoleSearchAnalyticsByPageListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * First day, YYYY-MM-DD (Pacific time), included.
 */
startDate: string
/**
 * Last day, YYYY-MM-DD (Pacific time), included.
 */
endDate: string
/**
 * Grouping dimensions, in the order of each row's keys. hour (added April 2025) goes with dataState hourly_all and covers the last 10 days.
 */
dimensions?: ("date" | "query" | "page" | "country" | "device" | "searchAppearance" | "hour")[]
/**
 * Search type (default web). providerNews is the catalog's name for googleNews (Google News); both send googleNews.
 */
type?: ("web" | "image" | "video" | "news" | "discover" | "googleNews" | "providerNews")
/**
 * How rows are aggregated (default auto). byProperty is refused when grouping or filtering by page.
 */
aggregationType?: ("auto" | "byPage" | "byProperty" | "byNewsShowcasePanel")
/**
 * final (default): finalised data only; all: fresh, not yet final data too; hourly_all: with the hour dimension.
 */
dataState?: ("final" | "all" | "hourly_all")
/**
 * Rows per page, 1 to 25000 (default 1000).
 */
rowLimit?: number
/**
 * Filters on dimension values, e.g. [{filters: [{dimension: country, expression: fra}]}] (groups are ANDed).
 */
dimensionFilterGroups?: {
/**
 * How the filters of the group combine (only and).
 */
groupType?: "and"
/**
 * @minItems 1
 */
filters: {
dimension: ("query" | "page" | "country" | "device" | "searchAppearance")
/**
 * Default equals; regexes are RE2.
 */
operator?: ("equals" | "notEquals" | "contains" | "notContains" | "includingRegex" | "excludingRegex")
expression: string
}[]
}[]
/**
 * Zero-based index of the first row (default 0).
 */
startRow?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByQueryRecord".
 */
export interface GoogleSearchConsoleSearchAnalyticsByQueryRecord {
/**
 * The row's dimension values, in the order of the request's dimensions.
 */
keys?: (string[] | null)
clicks: (number | null)
impressions: (number | null)
/**
 * Click-through rate, 0 to 1.
 */
ctr: (number | null)
/**
 * Average position in search results (1 is the top).
 */
position: (number | null)
/**
 * YYYY-MM-DD (PT), from keys when grouped by date.
 */
date?: string
/**
 * Start of the hour with its offset, from keys when grouped by hour.
 */
hour?: string
/**
 * ISO 3166-1 alpha-3 country code (lower case), from keys when grouped by country.
 */
country?: string
/**
 * DESKTOP, MOBILE or TABLET, from keys when grouped by device.
 */
device?: string
/**
 * Page URL, from keys when grouped by page.
 */
page?: string
/**
 * Search query, from keys when grouped by query.
 */
query?: string
/**
 * Search appearance, from keys when grouped by searchAppearance.
 */
searchAppearance?: string
/**
 * The property asked for (the siteUrl param).
 */
site_url?: string
/**
 * The type asked for (default web).
 */
search_type?: string
/**
 * How Google aggregated the rows (auto, byPage, byProperty, byNewsShowcasePanel): responseAggregationType.
 */
response_aggregation_type?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsByQueryListParams".
 */
export interface GoogleSearchConsoleSearchAnalyticsByQueryListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * First day, YYYY-MM-DD (Pacific time), included.
 */
startDate: string
/**
 * Last day, YYYY-MM-DD (Pacific time), included.
 */
endDate: string
/**
 * Grouping dimensions, in the order of each row's keys. hour (added April 2025) goes with dataState hourly_all and covers the last 10 days.
 */
dimensions?: ("date" | "query" | "page" | "country" | "device" | "searchAppearance" | "hour")[]
/**
 * Search type (default web). providerNews is the catalog's name for googleNews (Google News); both send googleNews.
 */
type?: ("web" | "image" | "video" | "news" | "discover" | "googleNews" | "providerNews")
/**
 * How rows are aggregated (default auto). byProperty is refused when grouping or filtering by page.
 */
aggregationType?: ("auto" | "byPage" | "byProperty" | "byNewsShowcasePanel")
/**
 * final (default): finalised data only; all: fresh, not yet final data too; hourly_all: with the hour dimension.
 */
dataState?: ("final" | "all" | "hourly_all")
/**
 * Rows per page, 1 to 25000 (default 1000).
 */
rowLimit?: number
/**
 * Filters on dimension values, e.g. [{filters: [{dimension: country, expression: fra}]}] (groups are ANDed).
 */
dimensionFilterGroups?: {
/**
 * How the filters of the group combine (only and).
 */
groupType?: "and"
/**
 * @minItems 1
 */
filters: {
dimension: ("query" | "page" | "country" | "device" | "searchAppearance")
/**
 * Default equals; regexes are RE2.
 */
operator?: ("equals" | "notEquals" | "contains" | "notContains" | "includingRegex" | "excludingRegex")
expression: string
}[]
}[]
/**
 * Zero-based index of the first row (default 0).
 */
startRow?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsAllFieldsRecord".
 */
export interface GoogleSearchConsoleSearchAnalyticsAllFieldsRecord {
/**
 * The row's dimension values, in the order of the request's dimensions.
 */
keys?: (string[] | null)
clicks: (number | null)
impressions: (number | null)
/**
 * Click-through rate, 0 to 1.
 */
ctr: (number | null)
/**
 * Average position in search results (1 is the top).
 */
position: (number | null)
/**
 * YYYY-MM-DD (PT), from keys when grouped by date.
 */
date?: string
/**
 * Start of the hour with its offset, from keys when grouped by hour.
 */
hour?: string
/**
 * ISO 3166-1 alpha-3 country code (lower case), from keys when grouped by country.
 */
country?: string
/**
 * DESKTOP, MOBILE or TABLET, from keys when grouped by device.
 */
device?: string
/**
 * Page URL, from keys when grouped by page.
 */
page?: string
/**
 * Search query, from keys when grouped by query.
 */
query?: string
/**
 * Search appearance, from keys when grouped by searchAppearance.
 */
searchAppearance?: string
/**
 * The property asked for (the siteUrl param).
 */
site_url?: string
/**
 * The type asked for (default web).
 */
search_type?: string
/**
 * How Google aggregated the rows (auto, byPage, byProperty, byNewsShowcasePanel): responseAggregationType.
 */
response_aggregation_type?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GoogleSearchConsoleSearchAnalyticsAllFieldsListParams".
 */
export interface GoogleSearchConsoleSearchAnalyticsAllFieldsListParams {
/**
 * The property: a URL-prefix property with its trailing slash (https://www.example.com/) or a domain property (sc-domain:example.com). Sent percent-encoded as one path segment.
 */
siteUrl: string
/**
 * First day, YYYY-MM-DD (Pacific time), included.
 */
startDate: string
/**
 * Last day, YYYY-MM-DD (Pacific time), included.
 */
endDate: string
/**
 * Grouping dimensions, in the order of each row's keys. hour (added April 2025) goes with dataState hourly_all and covers the last 10 days.
 */
dimensions?: ("date" | "query" | "page" | "country" | "device" | "searchAppearance" | "hour")[]
/**
 * Search type (default web). providerNews is the catalog's name for googleNews (Google News); both send googleNews.
 */
type?: ("web" | "image" | "video" | "news" | "discover" | "googleNews" | "providerNews")
/**
 * How rows are aggregated (default auto). byProperty is refused when grouping or filtering by page.
 */
aggregationType?: ("auto" | "byPage" | "byProperty" | "byNewsShowcasePanel")
/**
 * final (default): finalised data only; all: fresh, not yet final data too; hourly_all: with the hour dimension.
 */
dataState?: ("final" | "all" | "hourly_all")
/**
 * Rows per page, 1 to 25000 (default 1000).
 */
rowLimit?: number
/**
 * Filters on dimension values, e.g. [{filters: [{dimension: country, expression: fra}]}] (groups are ANDed).
 */
dimensionFilterGroups?: {
/**
 * How the filters of the group combine (only and).
 */
groupType?: "and"
/**
 * @minItems 1
 */
filters: {
dimension: ("query" | "page" | "country" | "device" | "searchAppearance")
/**
 * Default equals; regexes are RE2.
 */
operator?: ("equals" | "notEquals" | "contains" | "notContains" | "includingRegex" | "excludingRegex")
expression: string
}[]
}[]
/**
 * Zero-based index of the first row (default 0).
 */
startRow?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseCandidatesRecord".
 */
export interface GreenhouseCandidatesRecord {
id: number
first_name?: (string | null)
last_name?: (string | null)
preferred_name?: (string | null)
company?: (string | null)
title?: (string | null)
time_zone?: (string | null)
created_at?: string
updated_at?: string
last_activity_at?: (string | null)
private?: boolean
can_email?: boolean
/**
 * {value, type: home|work|mobile|skype|other}
 */
phone_numbers?: {

}[]
/**
 * {value, type: home|work|other}
 */
addresses?: {

}[]
/**
 * {value, type: personal|work|other}
 */
email_addresses?: {

}[]
/**
 * {value, type: personal|company|portfolio|blog|other}
 */
website_addresses?: {

}[]
/**
 * {value}
 */
social_media_addresses?: {

}[]
tags?: string[]
/**
 * Keyed by field key: {name, type, value}.
 */
custom_fields?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseCandidatesListParams".
 */
export interface GreenhouseCandidatesListParams {
/**
 * Only candidates with activity at or after this time (ISO 8601).
 */
last_activity_after?: string
/**
 * Only candidates with this email address (any of theirs, any case).
 */
email?: string
/**
 * Only candidates with this tag (exact name).
 */
tag?: string
/**
 * false leaves out private candidates (default: included where the user may see them).
 */
private?: boolean
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseCandidatesGetParams".
 */
export interface GreenhouseCandidatesGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseApplicationsRecord".
 */
export interface GreenhouseApplicationsRecord {
id: number
candidate_id: number
prospect?: boolean
/**
 * When the candidate applied (v1 applied_at).
 */
created_at?: string
updated_at?: string
last_activity_at?: (string | null)
/**
 * in_process is v1's active; converted: a prospect application turned into a candidate application.
 */
status?: ("in_process" | "rejected" | "hired" | "converted")
job_id?: (number | null)
prospective_job_ids?: number[]
/**
 * Job post applied through; null when added by other means.
 */
job_post_id?: (number | null)
source_id?: (number | null)
/**
 * A referrers record (not a user id).
 */
referrer_id?: (number | null)
stage_id?: (number | null)
stage_name?: (string | null)
recruiter_id?: (number | null)
coordinator_id?: (number | null)
location_address?: (string | null)
custom_fields?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseApplicationsListParams".
 */
export interface GreenhouseApplicationsListParams {
/**
 * Only applications with last activity at or after this time (ISO 8601).
 */
last_activity_after?: string
/**
 * Only applications on this job.
 */
job_id?: number
/**
 * Only applications of these candidates (at most 50).
 * 
 * @minItems 1
 * @maxItems 50
 */
candidate_ids?: number[]
/**
 * Only applications in this status (active means in process).
 */
status?: ("active" | "rejected" | "hired" | "converted")
/**
 * true: only prospect applications; false: only candidate applications.
 */
prospect?: boolean
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseApplicationsGetParams".
 */
export interface GreenhouseApplicationsGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseJobsRecord".
 */
export interface GreenhouseJobsRecord {
id: number
name?: string
requisition_id?: (string | null)
/**
 * HTML.
 */
notes?: (string | null)
confidential?: boolean
status?: ("open" | "closed" | "draft")
created_at?: string
updated_at?: string
opened_at?: (string | null)
closed_at?: (string | null)
is_template?: (boolean | null)
copied_from_id?: (number | null)
department_id?: (number | null)
office_ids?: number[]
custom_fields?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseJobsListParams".
 */
export interface GreenhouseJobsListParams {
/**
 * Only jobs in this status.
 */
status?: ("open" | "closed" | "draft")
/**
 * Only jobs of this department.
 */
department_id?: number
/**
 * Only jobs of this office.
 */
office_id?: number
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseJobsGetParams".
 */
export interface GreenhouseJobsGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseOffersRecord".
 */
export interface GreenhouseOffersRecord {
id: number
version?: number
application_id?: number
job_id?: (number | null)
candidate_id?: number
opening_id?: (number | null)
created_at?: string
updated_at?: string
sent_on?: (string | null)
resolved_at?: (string | null)
starts_on?: (string | null)
/**
 * Created, Accepted, Rejected or Deprecated.
 */
status?: string
custom_fields?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseOffersListParams".
 */
export interface GreenhouseOffersListParams {
/**
 * Only offers of these applications (at most 50).
 * 
 * @minItems 1
 * @maxItems 50
 */
application_ids?: number[]
/**
 * Only offers of these candidates (at most 50).
 * 
 * @minItems 1
 * @maxItems 50
 */
candidate_ids?: number[]
/**
 * Only offers in this status.
 */
status?: ("Created" | "Accepted" | "Rejected" | "Deprecated")
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseOffersGetParams".
 */
export interface GreenhouseOffersGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseUsersRecord".
 */
export interface GreenhouseUsersRecord {
id: number
name?: string
first_name?: (string | null)
last_name?: (string | null)
/**
 * null for service accounts.
 */
primary_email?: (string | null)
emails?: string[]
employee_id?: (string | null)
job_title?: (string | null)
created_at?: string
updated_at?: string
deactivated?: boolean
site_admin?: boolean
linked_candidate_ids?: number[]
office_ids?: number[]
department_ids?: number[]
custom_fields?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseUsersListParams".
 */
export interface GreenhouseUsersListParams {
/**
 * The user with this primary email address.
 */
primary_email?: string
/**
 * true: only deactivated users; false: only active ones.
 */
deactivated?: boolean
/**
 * true includes service (integration) users, which have no primary_email.
 */
show_service_accounts?: boolean
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseUsersGetParams".
 */
export interface GreenhouseUsersGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseDepartmentsRecord".
 */
export interface GreenhouseDepartmentsRecord {
id: number
name: string
parent_id?: (number | null)
external_id?: (string | null)
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseDepartmentsListParams".
 */
export interface GreenhouseDepartmentsListParams {
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseDepartmentsGetParams".
 */
export interface GreenhouseDepartmentsGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseOfficesRecord".
 */
export interface GreenhouseOfficesRecord {
id: number
name: string
location?: (string | null)
parent_id?: (number | null)
external_id?: (string | null)
primary_in_house_contact_user_id?: (number | null)
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseOfficesListParams".
 */
export interface GreenhouseOfficesListParams {
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseOfficesGetParams".
 */
export interface GreenhouseOfficesGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseJobPostsRecord".
 */
export interface GreenhouseJobPostsRecord {
id: number
title?: string
internal?: boolean
/**
 * false when the post was deleted.
 */
active?: boolean
live?: boolean
featured?: boolean
first_published_at?: (string | null)
/**
 * null for a prospect post.
 */
job_id?: (number | null)
job_board_id?: (number | null)
language?: (string | null)
public_url?: (string | null)
/**
 * HTML of the external post.
 */
content?: (string | null)
/**
 * HTML of the internal post.
 */
internal_content?: (string | null)
demographic_question_set_id?: (number | null)
questions?: {

}[]
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseJobPostsListParams".
 */
export interface GreenhouseJobPostsListParams {
/**
 * Only posts of this job.
 */
job_id?: number
/**
 * true returns only live posts.
 */
live?: boolean
/**
 * true: only active posts; false: only deleted ones.
 */
active?: boolean
/**
 * true: only internal posts; false: only external ones.
 */
internal?: boolean
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseJobPostsGetParams".
 */
export interface GreenhouseJobPostsGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseSourcesRecord".
 */
export interface GreenhouseSourcesRecord {
id: number
name: string
/**
 * {id, name}: the source strategy (e.g. Prospecting, Referrals).
 */
type?: {

}
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseSourcesListParams".
 */
export interface GreenhouseSourcesListParams {
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseScheduledInterviewsRecord".
 */
export interface GreenhouseScheduledInterviewsRecord {
id: number
application_id?: number
job_id?: (number | null)
/**
 * The interview step.
 */
job_interview_id?: (number | null)
organizer_id?: (number | null)
external_event_id?: (string | null)
starts_at?: (string | null)
ends_at?: (string | null)
all_day_start_on?: (string | null)
all_day_end_on?: (string | null)
location?: (string | null)
video_conferencing_url?: (string | null)
status?: ("to_be_scheduled" | "scheduled" | "awaiting_feedback" | "complete" | "skipped" | "collect_feedback" | "to_be_sent" | "sent" | "received")
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseScheduledInterviewsListParams".
 */
export interface GreenhouseScheduledInterviewsListParams {
/**
 * Only interviews of these applications (at most 50).
 * 
 * @minItems 1
 * @maxItems 50
 */
application_ids?: number[]
/**
 * Only interviews starting at or after this time (ISO 8601).
 */
starts_after?: string
/**
 * Only interviews starting before this time (ISO 8601).
 */
starts_before?: string
/**
 * Only interviews ending at or after this time (ISO 8601).
 */
ends_after?: string
/**
 * Only interviews ending before this time (ISO 8601).
 */
ends_before?: string
/**
 * The interview with this external event id.
 */
external_event_id?: string
/**
 * Page size, 1 to 500 (Greenhouse default 100); first request only.
 */
per_page?: number
/**
 * The next page: connector_metadata.cursor of the previous response. Send it alone.
 */
cursor?: string
/**
 * Not supported by Harvest v3 (answered 400): page with cursor instead.
 */
page?: (number | string)
/**
 * Only these records (at most 50; sent comma-separated).
 * 
 * @minItems 1
 * @maxItems 50
 */
ids?: number[]
/**
 * Only records created at or after this time (ISO 8601).
 */
created_after?: string
/**
 * Only records created before this time (ISO 8601).
 */
created_before?: string
/**
 * Only records updated at or after this time (ISO 8601).
 */
updated_after?: string
/**
 * Only records updated before this time (ISO 8601).
 */
updated_before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseScheduledInterviewsGetParams".
 */
export interface GreenhouseScheduledInterviewsGetParams {
/**
 * Greenhouse id of the record.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseCandidateAttachmentDownloadParams".
 */
export interface GreenhouseCandidateAttachmentDownloadParams {
/**
 * Greenhouse id of the candidate.
 */
candidate_id: number
/**
 * Exact file name of the attachment, e.g. Jane_Doe_Resume.pdf.
 */
filename?: string
/**
 * Attachment type.
 */
type?: ("resume" | "cover_letter" | "take_home_test" | "offer_packet" | "offer_letter" | "signed_offer_letter" | "other" | "form_attachment" | "midfunnel_agreement" | "automated_agreement")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "GreenhouseApplicationAttachmentDownloadParams".
 */
export interface GreenhouseApplicationAttachmentDownloadParams {
/**
 * Greenhouse id of the application.
 */
application_id: number
/**
 * Exact file name of the attachment, e.g. Jane_Doe_Resume.pdf.
 */
filename?: string
/**
 * Attachment type.
 */
type?: ("resume" | "cover_letter" | "take_home_test" | "offer_packet" | "offer_letter" | "signed_offer_letter" | "other" | "form_attachment" | "midfunnel_agreement" | "automated_agreement")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotContactsRecord".
 */
export interface HubspotContactsRecord {
/**
 * Record id (the hs_object_id property).
 */
id: string
/**
 * Property internal name to value; HubSpot sends every value as a string, null when empty.
 */
properties: {
[k: string]: string | null | undefined
}
/**
 * Property name to its values over time, newest first: [{value, timestamp, sourceType, sourceId, updatedByUserId}].
 */
propertiesWithHistory?: {

}
createdAt: string
updatedAt: string
archived: boolean
archivedAt?: (string | null)
/**
 * Object type to {results: [{id, type}], paging} of associated records.
 */
associations?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotContactsListParams".
 */
export interface HubspotContactsListParams {
/**
 * Page size, 1 to 100 (default 10).
 */
limit?: number
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotContactsGetParams".
 */
export interface HubspotContactsGetParams {
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Contact id, or the value of idProperty (e.g. jane.doe@example.com with idProperty email).
 */
contactId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotContactsCreateParams".
 */
export interface HubspotContactsCreateParams {
/**
 * Property internal name to value, every value a string: numbers "1500.50", dates "2024-06-30" or Unix milliseconds, checkboxes "true", multiple choices "a;b".
 */
properties: {
[k: string]: string | undefined
}
/**
 * Existing records to associate the new record with, each with its association types.
 */
associations?: {
to: {
/**
 * Id of the record to associate.
 */
id: string
}
/**
 * @minItems 1
 */
types: {
associationCategory: ("HUBSPOT_DEFINED" | "USER_DEFINED" | "INTEGRATOR_DEFINED" | "WORK")
/**
 * Association type, e.g. 279 contact to company, 3 deal to contact, 341 deal to company, 16 ticket to contact, 339 ticket to company (all HUBSPOT_DEFINED).
 */
associationTypeId: number
}[]
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotContactsUpdateParams".
 */
export interface HubspotContactsUpdateParams {
/**
 * Properties to change (internal name to string value); only these change, "" clears a value.
 */
properties: {
[k: string]: string | undefined
}
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Contact id, or the value of idProperty (e.g. jane.doe@example.com with idProperty email).
 */
contactId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotContactsApiSearchParams".
 */
export interface HubspotContactsApiSearchParams {
/**
 * Up to 5 groups, ORed; the filters inside a group are ANDed.
 * 
 * @maxItems 5
 */
filterGroups?: {
/**
 * @minItems 1
 * @maxItems 6
 */
filters: {
/**
 * Property internal name, e.g. email, lifecyclestage, amount, hs_lastmodifieddate.
 */
propertyName: string
operator: ("EQ" | "NEQ" | "LT" | "LTE" | "GT" | "GTE" | "BETWEEN" | "IN" | "NOT_IN" | "HAS_PROPERTY" | "NOT_HAS_PROPERTY" | "CONTAINS_TOKEN" | "NOT_CONTAINS_TOKEN")
/**
 * Value to compare, as a string (dates as Unix milliseconds or ISO 8601); CONTAINS_TOKEN accepts * wildcards.
 */
value?: string
/**
 * Upper bound of BETWEEN (value is the lower bound).
 */
highValue?: string
/**
 * Values of IN and NOT_IN (lower-case for string properties).
 * 
 * @minItems 1
 */
values?: string[]
}[]
}[]
/**
 * One sort rule (HubSpot applies a single sort); default order is by creation.
 * 
 * @maxItems 1
 */
sorts?: {
propertyName: string
direction?: ("ASCENDING" | "DESCENDING")
}[]
/**
 * Text searched in the object's default searchable properties (e.g. name, email, phone, domain).
 */
query?: string
/**
 * Properties to return; default a small standard set per object.
 */
properties?: string[]
/**
 * Page size, 1 to 200 (default 10).
 */
limit?: number
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotCompaniesRecord".
 */
export interface HubspotCompaniesRecord {
/**
 * Record id (the hs_object_id property).
 */
id: string
/**
 * Property internal name to value; HubSpot sends every value as a string, null when empty.
 */
properties: {
[k: string]: string | null | undefined
}
/**
 * Property name to its values over time, newest first: [{value, timestamp, sourceType, sourceId, updatedByUserId}].
 */
propertiesWithHistory?: {

}
createdAt: string
updatedAt: string
archived: boolean
archivedAt?: (string | null)
/**
 * Object type to {results: [{id, type}], paging} of associated records.
 */
associations?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotCompaniesListParams".
 */
export interface HubspotCompaniesListParams {
/**
 * Page size, 1 to 100 (default 10).
 */
limit?: number
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotCompaniesGetParams".
 */
export interface HubspotCompaniesGetParams {
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Company id, or the value of idProperty.
 */
companyId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotCompaniesCreateParams".
 */
export interface HubspotCompaniesCreateParams {
/**
 * Property internal name to value, every value a string: numbers "1500.50", dates "2024-06-30" or Unix milliseconds, checkboxes "true", multiple choices "a;b".
 */
properties: {
[k: string]: string | undefined
}
/**
 * Existing records to associate the new record with, each with its association types.
 */
associations?: {
to: {
/**
 * Id of the record to associate.
 */
id: string
}
/**
 * @minItems 1
 */
types: {
associationCategory: ("HUBSPOT_DEFINED" | "USER_DEFINED" | "INTEGRATOR_DEFINED" | "WORK")
/**
 * Association type, e.g. 279 contact to company, 3 deal to contact, 341 deal to company, 16 ticket to contact, 339 ticket to company (all HUBSPOT_DEFINED).
 */
associationTypeId: number
}[]
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotCompaniesUpdateParams".
 */
export interface HubspotCompaniesUpdateParams {
/**
 * Properties to change (internal name to string value); only these change, "" clears a value.
 */
properties: {
[k: string]: string | undefined
}
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Company id, or the value of idProperty.
 */
companyId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotCompaniesApiSearchParams".
 */
export interface HubspotCompaniesApiSearchParams {
/**
 * Up to 5 groups, ORed; the filters inside a group are ANDed.
 * 
 * @maxItems 5
 */
filterGroups?: {
/**
 * @minItems 1
 * @maxItems 6
 */
filters: {
/**
 * Property internal name, e.g. email, lifecyclestage, amount, hs_lastmodifieddate.
 */
propertyName: string
operator: ("EQ" | "NEQ" | "LT" | "LTE" | "GT" | "GTE" | "BETWEEN" | "IN" | "NOT_IN" | "HAS_PROPERTY" | "NOT_HAS_PROPERTY" | "CONTAINS_TOKEN" | "NOT_CONTAINS_TOKEN")
/**
 * Value to compare, as a string (dates as Unix milliseconds or ISO 8601); CONTAINS_TOKEN accepts * wildcards.
 */
value?: string
/**
 * Upper bound of BETWEEN (value is the lower bound).
 */
highValue?: string
/**
 * Values of IN and NOT_IN (lower-case for string properties).
 * 
 * @minItems 1
 */
values?: string[]
}[]
}[]
/**
 * One sort rule (HubSpot applies a single sort); default order is by creation.
 * 
 * @maxItems 1
 */
sorts?: {
propertyName: string
direction?: ("ASCENDING" | "DESCENDING")
}[]
/**
 * Text searched in the object's default searchable properties (e.g. name, email, phone, domain).
 */
query?: string
/**
 * Properties to return; default a small standard set per object.
 */
properties?: string[]
/**
 * Page size, 1 to 200 (default 10).
 */
limit?: number
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotDealsRecord".
 */
export interface HubspotDealsRecord {
/**
 * Record id (the hs_object_id property).
 */
id: string
/**
 * Property internal name to value; HubSpot sends every value as a string, null when empty.
 */
properties: {
[k: string]: string | null | undefined
}
/**
 * Property name to its values over time, newest first: [{value, timestamp, sourceType, sourceId, updatedByUserId}].
 */
propertiesWithHistory?: {

}
createdAt: string
updatedAt: string
archived: boolean
archivedAt?: (string | null)
/**
 * Object type to {results: [{id, type}], paging} of associated records.
 */
associations?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotDealsListParams".
 */
export interface HubspotDealsListParams {
/**
 * Page size, 1 to 100 (default 10).
 */
limit?: number
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotDealsGetParams".
 */
export interface HubspotDealsGetParams {
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Deal id, or the value of idProperty.
 */
dealId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotDealsCreateParams".
 */
export interface HubspotDealsCreateParams {
/**
 * Property internal name to value, every value a string: numbers "1500.50", dates "2024-06-30" or Unix milliseconds, checkboxes "true", multiple choices "a;b".
 */
properties: {
[k: string]: string | undefined
}
/**
 * Existing records to associate the new record with, each with its association types.
 */
associations?: {
to: {
/**
 * Id of the record to associate.
 */
id: string
}
/**
 * @minItems 1
 */
types: {
associationCategory: ("HUBSPOT_DEFINED" | "USER_DEFINED" | "INTEGRATOR_DEFINED" | "WORK")
/**
 * Association type, e.g. 279 contact to company, 3 deal to contact, 341 deal to company, 16 ticket to contact, 339 ticket to company (all HUBSPOT_DEFINED).
 */
associationTypeId: number
}[]
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotDealsUpdateParams".
 */
export interface HubspotDealsUpdateParams {
/**
 * Properties to change (internal name to string value); only these change, "" clears a value.
 */
properties: {
[k: string]: string | undefined
}
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Deal id, or the value of idProperty.
 */
dealId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotDealsApiSearchParams".
 */
export interface HubspotDealsApiSearchParams {
/**
 * Up to 5 groups, ORed; the filters inside a group are ANDed.
 * 
 * @maxItems 5
 */
filterGroups?: {
/**
 * @minItems 1
 * @maxItems 6
 */
filters: {
/**
 * Property internal name, e.g. email, lifecyclestage, amount, hs_lastmodifieddate.
 */
propertyName: string
operator: ("EQ" | "NEQ" | "LT" | "LTE" | "GT" | "GTE" | "BETWEEN" | "IN" | "NOT_IN" | "HAS_PROPERTY" | "NOT_HAS_PROPERTY" | "CONTAINS_TOKEN" | "NOT_CONTAINS_TOKEN")
/**
 * Value to compare, as a string (dates as Unix milliseconds or ISO 8601); CONTAINS_TOKEN accepts * wildcards.
 */
value?: string
/**
 * Upper bound of BETWEEN (value is the lower bound).
 */
highValue?: string
/**
 * Values of IN and NOT_IN (lower-case for string properties).
 * 
 * @minItems 1
 */
values?: string[]
}[]
}[]
/**
 * One sort rule (HubSpot applies a single sort); default order is by creation.
 * 
 * @maxItems 1
 */
sorts?: {
propertyName: string
direction?: ("ASCENDING" | "DESCENDING")
}[]
/**
 * Text searched in the object's default searchable properties (e.g. name, email, phone, domain).
 */
query?: string
/**
 * Properties to return; default a small standard set per object.
 */
properties?: string[]
/**
 * Page size, 1 to 200 (default 10).
 */
limit?: number
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotTicketsRecord".
 */
export interface HubspotTicketsRecord {
/**
 * Record id (the hs_object_id property).
 */
id: string
/**
 * Property internal name to value; HubSpot sends every value as a string, null when empty.
 */
properties: {
[k: string]: string | null | undefined
}
/**
 * Property name to its values over time, newest first: [{value, timestamp, sourceType, sourceId, updatedByUserId}].
 */
propertiesWithHistory?: {

}
createdAt: string
updatedAt: string
archived: boolean
archivedAt?: (string | null)
/**
 * Object type to {results: [{id, type}], paging} of associated records.
 */
associations?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotTicketsListParams".
 */
export interface HubspotTicketsListParams {
/**
 * Page size, 1 to 100 (default 10).
 */
limit?: number
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotTicketsGetParams".
 */
export interface HubspotTicketsGetParams {
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Ticket id, or the value of idProperty.
 */
ticketId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotTicketsCreateParams".
 */
export interface HubspotTicketsCreateParams {
/**
 * Property internal name to value, every value a string: numbers "1500.50", dates "2024-06-30" or Unix milliseconds, checkboxes "true", multiple choices "a;b".
 */
properties: {
[k: string]: string | undefined
}
/**
 * Existing records to associate the new record with, each with its association types.
 */
associations?: {
to: {
/**
 * Id of the record to associate.
 */
id: string
}
/**
 * @minItems 1
 */
types: {
associationCategory: ("HUBSPOT_DEFINED" | "USER_DEFINED" | "INTEGRATOR_DEFINED" | "WORK")
/**
 * Association type, e.g. 279 contact to company, 3 deal to contact, 341 deal to company, 16 ticket to contact, 339 ticket to company (all HUBSPOT_DEFINED).
 */
associationTypeId: number
}[]
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotTicketsUpdateParams".
 */
export interface HubspotTicketsUpdateParams {
/**
 * Properties to change (internal name to string value); only these change, "" clears a value.
 */
properties: {
[k: string]: string | undefined
}
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Ticket id, or the value of idProperty.
 */
ticketId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotTicketsApiSearchParams".
 */
export interface HubspotTicketsApiSearchParams {
/**
 * Up to 5 groups, ORed; the filters inside a group are ANDed.
 * 
 * @maxItems 5
 */
filterGroups?: {
/**
 * @minItems 1
 * @maxItems 6
 */
filters: {
/**
 * Property internal name, e.g. email, lifecyclestage, amount, hs_lastmodifieddate.
 */
propertyName: string
operator: ("EQ" | "NEQ" | "LT" | "LTE" | "GT" | "GTE" | "BETWEEN" | "IN" | "NOT_IN" | "HAS_PROPERTY" | "NOT_HAS_PROPERTY" | "CONTAINS_TOKEN" | "NOT_CONTAINS_TOKEN")
/**
 * Value to compare, as a string (dates as Unix milliseconds or ISO 8601); CONTAINS_TOKEN accepts * wildcards.
 */
value?: string
/**
 * Upper bound of BETWEEN (value is the lower bound).
 */
highValue?: string
/**
 * Values of IN and NOT_IN (lower-case for string properties).
 * 
 * @minItems 1
 */
values?: string[]
}[]
}[]
/**
 * One sort rule (HubSpot applies a single sort); default order is by creation.
 * 
 * @maxItems 1
 */
sorts?: {
propertyName: string
direction?: ("ASCENDING" | "DESCENDING")
}[]
/**
 * Text searched in the object's default searchable properties (e.g. name, email, phone, domain).
 */
query?: string
/**
 * Properties to return; default a small standard set per object.
 */
properties?: string[]
/**
 * Page size, 1 to 200 (default 10).
 */
limit?: number
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotObjectsRecord".
 */
export interface HubspotObjectsRecord {
/**
 * Record id (the hs_object_id property).
 */
id: string
/**
 * Property internal name to value; HubSpot sends every value as a string, null when empty.
 */
properties: {
[k: string]: string | null | undefined
}
/**
 * Property name to its values over time, newest first: [{value, timestamp, sourceType, sourceId, updatedByUserId}].
 */
propertiesWithHistory?: {

}
createdAt: string
updatedAt: string
archived: boolean
archivedAt?: (string | null)
/**
 * Object type to {results: [{id, type}], paging} of associated records.
 */
associations?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotObjectsListParams".
 */
export interface HubspotObjectsListParams {
/**
 * Page size, 1 to 100 (default 10).
 */
limit?: number
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Object type: objectTypeId (2-123456 for a custom object, 0-3 for deals), fully qualified name (p12345678_cars), short name (p_cars) or a standard name (contacts).
 */
objectType: string
/**
 * Omit on the first call; pass paging.next.after of the previous response to read the next page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotObjectsGetParams".
 */
export interface HubspotObjectsGetParams {
/**
 * Properties to return, e.g. [email, firstname, lastname]; default a small standard set.
 */
properties?: string[]
/**
 * Properties to return with their past values (HubSpot then allows smaller pages).
 */
propertiesWithHistory?: string[]
/**
 * Object types whose associated record ids to include, e.g. [companies, deals].
 */
associations?: string[]
/**
 * true: only archived (deleted) records; default false.
 */
archived?: boolean
/**
 * Unique property the id stands for (e.g. email for contacts); default hs_object_id, the record id.
 */
idProperty?: string
/**
 * Object type: objectTypeId (2-123456 for a custom object, 0-3 for deals), fully qualified name (p12345678_cars), short name (p_cars) or a standard name (contacts).
 */
objectType: string
/**
 * Record id, or the value of idProperty.
 */
objectId: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotSchemasRecord".
 */
export interface HubspotSchemasRecord {
id: string
name: string
/**
 * {singular, plural}.
 */
labels: {

}
/**
 * 2-NNNNNN; use it as objectType of objects.
 */
objectTypeId?: string
/**
 * p<portal id>_<name>.
 */
fullyQualifiedName?: string
description?: (string | null)
metaType?: string
primaryDisplayProperty?: string
secondaryDisplayProperties?: unknown[]
searchableProperties?: unknown[]
requiredProperties?: unknown[]
/**
 * Property definitions.
 */
properties?: unknown[]
/**
 * Association definitions {id, name, fromObjectTypeId, toObjectTypeId}.
 */
associations?: unknown[]
allowsSensitiveProperties?: boolean
archived?: boolean
createdAt?: string
updatedAt?: string
createdByUserId?: number
updatedByUserId?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotSchemasListParams".
 */
export interface HubspotSchemasListParams {
/**
 * true: only archived (deleted) schemas; default false.
 */
archived?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "HubspotSchemasGetParams".
 */
export interface HubspotSchemasGetParams {
/**
 * Custom object: objectTypeId (2-123456), fully qualified name (p12345678_cars) or short name (p_cars).
 */
objectType: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentsRecord".
 */
export interface IncidentIoIncidentsRecord {
id: string
name?: (string | null)
/**
 * As shown in the product, e.g. INC-123.
 */
reference?: (string | null)
summary?: (string | null)
mode?: ("standard" | "retrospective" | "test" | "tutorial" | null)
visibility?: ("public" | "private" | null)
permalink?: (string | null)
call_url?: (string | null)
/**
 * The incident's chat channel id (incident.io's slack_channel_id).
 */
chat_channel_id?: (string | null)
/**
 * The chat channel's name (slack_channel_name).
 */
chat_channel_name?: (string | null)
/**
 * The chat workspace id (slack_team_id).
 */
chat_team_id?: (string | null)
slack_channel_id?: (string | null)
slack_channel_name?: (string | null)
slack_team_id?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
has_debrief?: (boolean | null)
/**
 * Who did it: {user | api_key | workflow | alert}.
 */
creator?: ({

} | null)
/**
 * {id, name, description, category, rank, created_at, updated_at}.
 */
incident_status?: ({

} | null)
/**
 * {id, name, description, rank, created_at, updated_at}.
 */
severity?: ({

} | null)
/**
 * {id, name, description, is_default, private_incidents_only, create_in_triage, ...}.
 */
incident_type?: ({

} | null)
/**
 * [{role, assignee}].
 */
incident_role_assignments?: (unknown[] | null)
/**
 * [{custom_field, values: [{value_text | value_option | value_catalog_entry | value_link | value_numeric}]}].
 */
custom_field_entries?: (unknown[] | null)
/**
 * [{duration_metric: {id, name}, value_seconds, status}].
 */
duration_metrics?: (unknown[] | null)
/**
 * [{incident_timestamp: {id, name, rank}, value: {value}}].
 */
incident_timestamp_values?: (unknown[] | null)
external_issue_reference?: ({

} | null)
postmortem_document_ids?: (unknown[] | null)
postmortem_document_url?: (string | null)
workload_minutes_late?: (number | null)
workload_minutes_sleeping?: (number | null)
workload_minutes_total?: (number | null)
workload_minutes_working?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentsListParams".
 */
export interface IncidentIoIncidentsListParams {
/**
 * Records per page, 1 to 250 (incident.io's default 25).
 */
page_size?: number
/**
 * Order (default newest first).
 */
sort_by?: ("created_at_newest_first" | "created_at_oldest_first")
/**
 * all: every filter must match (default); any: one is enough.
 */
filter_mode?: ("all" | "any")
/**
 * Incident status ids.
 */
status?: {
/**
 * @minItems 1
 */
one_of?: string[]
/**
 * @minItems 1
 */
not_in?: string[]
}
/**
 * Status categories, e.g. {one_of: [live]}.
 */
status_category?: {
/**
 * @minItems 1
 */
one_of?: ("triage" | "declined" | "merged" | "canceled" | "live" | "learning" | "closed" | "paused")[]
/**
 * @minItems 1
 */
not_in?: ("triage" | "declined" | "merged" | "canceled" | "live" | "learning" | "closed" | "paused")[]
}
/**
 * Severity ids.
 */
severity?: {
/**
 * @minItems 1
 */
one_of?: string[]
/**
 * @minItems 1
 */
not_in?: string[]
}
/**
 * Incident type ids.
 */
incident_type?: {
/**
 * @minItems 1
 */
one_of?: string[]
/**
 * @minItems 1
 */
not_in?: string[]
}
/**
 * Modes to include (default standard and retrospective).
 */
mode?: {
/**
 * @minItems 1
 */
one_of: ("standard" | "retrospective" | "test" | "tutorial")[]
}
/**
 * Time bounds (ISO 8601): {gte: 2024-01-01T00:00:00Z, lte: ...}.
 */
created_at?: {
/**
 * At or after.
 */
gte?: string
/**
 * At or before.
 */
lte?: string
}
/**
 * Time bounds (ISO 8601): {gte: 2024-01-01T00:00:00Z, lte: ...}.
 */
updated_at?: {
/**
 * At or after.
 */
gte?: string
/**
 * At or before.
 */
lte?: string
}
/**
 * Omit on the first call; pass connector_metadata.next_cursor (pagination_meta.after) of the previous response.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentsGetParams".
 */
export interface IncidentIoIncidentsGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoAlertsRecord".
 */
export interface IncidentIoAlertsRecord {
id: string
title?: (string | null)
description?: (string | null)
status?: ("firing" | "resolved" | null)
alert_source_id?: (string | null)
alert_group_ids?: (unknown[] | null)
deduplication_key?: (string | null)
source_url?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
resolved_at?: (string | null)
/**
 * [{attribute: {id, name, type, array}, value?, array_value?}]: values parsed from the payload.
 */
attributes?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoAlertsListParams".
 */
export interface IncidentIoAlertsListParams {
/**
 * Records per page, 1 to 50; incident.io requires it, so 25 is sent when omitted.
 */
page_size?: number
/**
 * Alert statuses, e.g. {one_of: [firing]}.
 */
status?: {
/**
 * @minItems 1
 */
one_of?: ("firing" | "resolved")[]
/**
 * @minItems 1
 */
not_in?: ("firing" | "resolved")[]
}
/**
 * Alert source ids.
 */
alert_source?: {
/**
 * @minItems 1
 */
one_of?: string[]
/**
 * @minItems 1
 */
not_in?: string[]
}
/**
 * The alert of one upstream event: {is: KEY}.
 */
deduplication_key?: {
is: string
}
/**
 * Time bounds (ISO 8601): {gte: 2024-01-01T00:00:00Z, lte: ...}.
 */
created_at?: {
/**
 * At or after.
 */
gte?: string
/**
 * At or before.
 */
lte?: string
}
/**
 * Omit on the first call; pass connector_metadata.next_cursor (pagination_meta.after) of the previous response.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoAlertsGetParams".
 */
export interface IncidentIoAlertsGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoEscalationsRecord".
 */
export interface IncidentIoEscalationsRecord {
id: string
title?: (string | null)
status?: ("pending" | "triggered" | "acked" | "resolved" | "expired" | "cancelled" | "snoozed" | "delayed" | "pending_repeat" | null)
/**
 * {name}.
 */
priority?: ({

} | null)
/**
 * {user | alert | workflow}.
 */
creator?: ({

} | null)
escalation_path_id?: (string | null)
/**
 * History: [{id, event, occurred_at, urgency, users, channels}].
 */
events?: (unknown[] | null)
related_incidents?: (unknown[] | null)
related_alerts?: (unknown[] | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoEscalationsListParams".
 */
export interface IncidentIoEscalationsListParams {
/**
 * Records per page, 1 to 50 (incident.io's default 25).
 */
page_size?: number
/**
 * Escalation statuses, e.g. {not_in: [resolved, expired, cancelled]}.
 */
status?: {
/**
 * @minItems 1
 */
one_of?: ("pending" | "triggered" | "acked" | "resolved" | "expired" | "cancelled" | "snoozed" | "delayed" | "pending_repeat")[]
/**
 * @minItems 1
 */
not_in?: ("pending" | "triggered" | "acked" | "resolved" | "expired" | "cancelled" | "snoozed" | "delayed" | "pending_repeat")[]
}
/**
 * Escalation path ids.
 */
escalation_path?: {
/**
 * @minItems 1
 */
one_of?: string[]
/**
 * @minItems 1
 */
not_in?: string[]
}
/**
 * Ids of the alerts that created the escalations.
 */
alert?: {
/**
 * @minItems 1
 */
one_of?: string[]
/**
 * @minItems 1
 */
not_in?: string[]
}
/**
 * Time bounds (ISO 8601): {gte: 2024-01-01T00:00:00Z, lte: ...}.
 */
created_at?: {
/**
 * At or after.
 */
gte?: string
/**
 * At or before.
 */
lte?: string
}
/**
 * Time bounds (ISO 8601): {gte: 2024-01-01T00:00:00Z, lte: ...}.
 */
updated_at?: {
/**
 * At or after.
 */
gte?: string
/**
 * At or before.
 */
lte?: string
}
/**
 * Omit on the first call; pass connector_metadata.next_cursor (pagination_meta.after) of the previous response.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoEscalationsGetParams".
 */
export interface IncidentIoEscalationsGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoUsersRecord".
 */
export interface IncidentIoUsersRecord {
id: string
name?: (string | null)
email?: (string | null)
slack_user_id?: (string | null)
is_active?: (boolean | null)
/**
 * Deprecated by incident.io (frozen since 2023-03-09): viewer, responder, administrator, owner or unset.
 */
role?: (string | null)
/**
 * {id, name, slug, description}.
 */
base_role?: ({

} | null)
custom_roles?: (unknown[] | null)
/**
 * {on_call, response}.
 */
seats?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoUsersListParams".
 */
export interface IncidentIoUsersListParams {
/**
 * Records per page, up to 10000 (incident.io's default 25).
 */
page_size?: number
/**
 * Only the user with this email address.
 */
email?: string
/**
 * Also deactivated and not-yet-active users (default false).
 */
include_inactive?: boolean
/**
 * Omit on the first call; pass connector_metadata.next_cursor (pagination_meta.after) of the previous response.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoUsersGetParams".
 */
export interface IncidentIoUsersGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentUpdatesRecord".
 */
export interface IncidentIoIncidentUpdatesRecord {
id: string
incident_id?: (string | null)
message?: (string | null)
/**
 * {id, name, description, category, rank, created_at, updated_at}.
 */
new_incident_status?: ({

} | null)
/**
 * {id, name, description, rank, created_at, updated_at}.
 */
new_severity?: ({

} | null)
merged_into_incident_id?: (string | null)
/**
 * Who did it: {user | api_key | workflow | alert}.
 */
updater?: ({

} | null)
created_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentUpdatesListParams".
 */
export interface IncidentIoIncidentUpdatesListParams {
/**
 * Records per page, up to 250 (incident.io's default 25).
 */
page_size?: number
/**
 * Only the updates of this incident.
 */
incident_id?: string
/**
 * Omit on the first call; pass connector_metadata.next_cursor (pagination_meta.after) of the previous response.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentRolesRecord".
 */
export interface IncidentIoIncidentRolesRecord {
id: string
name?: (string | null)
/**
 * Short name for chat commands; empty for the reporter role.
 */
shortform?: (string | null)
description?: (string | null)
/**
 * Shown to whoever is nominated; empty for the reporter role.
 */
instructions?: (string | null)
role_type?: ("lead" | "reporter" | "custom" | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentRolesListParams".
 */
export interface IncidentIoIncidentRolesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentRolesGetParams".
 */
export interface IncidentIoIncidentRolesGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentStatusesRecord".
 */
export interface IncidentIoIncidentStatusesRecord {
id: string
name?: (string | null)
description?: (string | null)
rank?: (number | null)
category?: ("triage" | "declined" | "merged" | "canceled" | "live" | "learning" | "closed" | "paused" | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentStatusesListParams".
 */
export interface IncidentIoIncidentStatusesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentStatusesGetParams".
 */
export interface IncidentIoIncidentStatusesGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentTimestampsRecord".
 */
export interface IncidentIoIncidentTimestampsRecord {
id: string
name?: (string | null)
rank?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentTimestampsListParams".
 */
export interface IncidentIoIncidentTimestampsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoIncidentTimestampsGetParams".
 */
export interface IncidentIoIncidentTimestampsGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoSeveritiesRecord".
 */
export interface IncidentIoSeveritiesRecord {
id: string
name?: (string | null)
description?: (string | null)
rank?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoSeveritiesListParams".
 */
export interface IncidentIoSeveritiesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoSeveritiesGetParams".
 */
export interface IncidentIoSeveritiesGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoCustomFieldsRecord".
 */
export interface IncidentIoCustomFieldsRecord {
id: string
name?: (string | null)
description?: (string | null)
field_type?: ("single_select" | "multi_select" | "text" | "link" | "numeric" | null)
/**
 * For catalog-backed fields.
 */
catalog_type_id?: (string | null)
group_by_catalog_attribute_id?: (string | null)
helptext_catalog_attribute_id?: (string | null)
/**
 * {catalog_attribute_id, custom_field_id}.
 */
filter_by?: ({

} | null)
/**
 * {catalog_attribute_id, values}.
 */
fixed_filter?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoCustomFieldsListParams".
 */
export interface IncidentIoCustomFieldsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoCustomFieldsGetParams".
 */
export interface IncidentIoCustomFieldsGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoCatalogTypesRecord".
 */
export interface IncidentIoCatalogTypesRecord {
id: string
name?: (string | null)
description?: (string | null)
/**
 * How attributes refer to the type, e.g. Custom["Service"].
 */
type_name?: (string | null)
engine_resource_type?: (string | null)
categories?: (unknown[] | null)
color?: (string | null)
icon?: (string | null)
/**
 * False for types synced from external resources.
 */
is_editable?: (boolean | null)
is_team_type?: (boolean | null)
ranked?: (boolean | null)
use_name_as_identifier?: (boolean | null)
registry_type?: (string | null)
dynamic_resource_parameter?: (string | null)
estimated_count?: (number | null)
owning_team_ids?: (unknown[] | null)
required_integrations?: (unknown[] | null)
source_repo_url?: (string | null)
annotations?: ({

} | null)
/**
 * {version, attributes: [{id, name, type, array, mode, ...}]}.
 */
schema?: ({

} | null)
last_synced_at?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoCatalogTypesListParams".
 */
export interface IncidentIoCatalogTypesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoCatalogTypesGetParams".
 */
export interface IncidentIoCatalogTypesGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoSchedulesRecord".
 */
export interface IncidentIoSchedulesRecord {
id: string
name?: (string | null)
timezone?: (string | null)
team_ids?: (unknown[] | null)
permalink?: (string | null)
annotations?: ({

} | null)
/**
 * {rotations: [{id, name, layers, users, handovers, working_interval, effective_from, ...}]}.
 */
config?: ({

} | null)
current_shifts?: (unknown[] | null)
/**
 * Shifts after the next changeover; on the list only when page_size is 25 or lower.
 */
next_shifts?: (unknown[] | null)
holidays_public_config?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoSchedulesListParams".
 */
export interface IncidentIoSchedulesListParams {
/**
 * Records per page, up to 10000 (incident.io's default 25); next_shifts is only returned at 25 or lower.
 */
page_size?: number
/**
 * Omit on the first call; pass connector_metadata.next_cursor (pagination_meta.after) of the previous response.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IncidentIoSchedulesGetParams".
 */
export interface IncidentIoSchedulesGetParams {
/**
 * incident.io id (a ULID such as 01FDAG4SAP5TYPT98WGR2N7W91).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomContactsRecord".
 */
export interface IntercomContactsRecord {
type?: string
id: string
workspace_id?: string
external_id?: (string | null)
/**
 * user or lead.
 */
role?: string
email?: (string | null)
email_domain?: (string | null)
phone?: (string | null)
name?: (string | null)
owner_id?: (string | number | null)
has_hard_bounced?: boolean
marked_email_as_spam?: boolean
unsubscribed_from_emails?: boolean
created_at?: number
updated_at?: number
signed_up_at?: (number | null)
last_seen_at?: (number | null)
last_replied_at?: (number | null)
last_contacted_at?: (number | null)
last_email_opened_at?: (number | null)
last_email_clicked_at?: (number | null)
language_override?: (string | null)
browser?: (string | null)
browser_language?: (string | null)
os?: (string | null)
custom_attributes?: {

}
avatar?: ({

} | string | null)
/**
 * {type: list, data: [{type, id, url}], url, total_count, has_more}.
 */
tags?: {

}
notes?: {

}
companies?: {

}
/**
 * {country, region, city, country_code, continent_code}.
 */
location?: {

}
social_profiles?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomContactsListParams".
 */
export interface IntercomContactsListParams {
/**
 * Records per page, 1 to 150.
 */
per_page?: number
/**
 * pages.next.starting_after of the previous page.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomContactsGetParams".
 */
export interface IntercomContactsGetParams {
contact_id: string
/**
 * Add merge_history (users only).
 */
include_merge_history?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomContactsCreateParams".
 */
export interface IntercomContactsCreateParams {
/**
 * user (identified) or lead (anonymous).
 */
role?: ("user" | "lead")
/**
 * Your unique id for the contact.
 */
external_id?: string
/**
 * Email address.
 */
email?: string
/**
 * Whether you verified the email (sent only with email).
 */
email_verified?: (boolean | null)
phone?: (string | null)
name?: (string | null)
/**
 * Image URL of the avatar.
 */
avatar?: (string | null)
/**
 * Unix seconds of the sign-up.
 */
signed_up_at?: (number | null)
/**
 * Unix seconds of the last visit.
 */
last_seen_at?: (number | null)
/**
 * Id of the admin owning the contact.
 */
owner_id?: (string | null)
unsubscribed_from_emails?: (boolean | null)
/**
 * Custom attributes by name (they must exist as data attributes).
 */
custom_attributes?: ({

} | null)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomContactsUpdateParams".
 */
export interface IntercomContactsUpdateParams {
/**
 * user (identified) or lead (anonymous).
 */
role?: ("user" | "lead")
/**
 * Your unique id for the contact.
 */
external_id?: string
/**
 * Email address.
 */
email?: string
/**
 * Whether you verified the email (sent only with email).
 */
email_verified?: (boolean | null)
phone?: (string | null)
name?: (string | null)
/**
 * Image URL of the avatar.
 */
avatar?: (string | null)
/**
 * Unix seconds of the sign-up.
 */
signed_up_at?: (number | null)
/**
 * Unix seconds of the last visit.
 */
last_seen_at?: (number | null)
/**
 * Id of the admin owning the contact.
 */
owner_id?: (string | null)
unsubscribed_from_emails?: (boolean | null)
/**
 * Custom attributes by name (they must exist as data attributes).
 */
custom_attributes?: ({

} | null)
contact_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomContactsApiSearchParams".
 */
export interface IntercomContactsApiSearchParams {
/**
 * Intercom's search query: one filter {field, operator, value}, or {operator: AND|OR, value: [...]} whose items are filters or groups of filters. Intercom accepts at most two levels of groups and 15 items per group; deeper or larger queries are refused here.
 */
query?: ({
/**
 * A searchable field: id, email, updated_at, source.author.email, custom_attributes.plan, ...
 */
field: string
/**
 * = != IN NIN < <= > >= ~ (contains) !~ ^ (starts with) $ (ends with). Date fields take only =, < and > and compare by calendar day in the workspace's timezone (> starts at the next day).
 */
operator: ("=" | "!=" | "IN" | "NIN" | "<" | "<=" | ">" | ">=" | "~" | "!~" | "^" | "$")
/**
 * A string, integer or boolean; an array of up to 100 for IN and NIN; null for unset.
 */
value: (string | number | boolean | null | (string | number)[])
} | {
operator: ("AND" | "OR")
/**
 * @minItems 1
 * @maxItems 15
 */
value: ({
/**
 * A searchable field: id, email, updated_at, source.author.email, custom_attributes.plan, ...
 */
field: string
/**
 * = != IN NIN < <= > >= ~ (contains) !~ ^ (starts with) $ (ends with). Date fields take only =, < and > and compare by calendar day in the workspace's timezone (> starts at the next day).
 */
operator: ("=" | "!=" | "IN" | "NIN" | "<" | "<=" | ">" | ">=" | "~" | "!~" | "^" | "$")
/**
 * A string, integer or boolean; an array of up to 100 for IN and NIN; null for unset.
 */
value: (string | number | boolean | null | (string | number)[])
} | {
operator: ("AND" | "OR")
/**
 * @minItems 1
 * @maxItems 15
 */
value: {
/**
 * A searchable field: id, email, updated_at, source.author.email, custom_attributes.plan, ...
 */
field: string
/**
 * = != IN NIN < <= > >= ~ (contains) !~ ^ (starts with) $ (ends with). Date fields take only =, < and > and compare by calendar day in the workspace's timezone (> starts at the next day).
 */
operator: ("=" | "!=" | "IN" | "NIN" | "<" | "<=" | ">" | ">=" | "~" | "!~" | "^" | "$")
/**
 * A string, integer or boolean; an array of up to 100 for IN and NIN; null for unset.
 */
value: (string | number | boolean | null | (string | number)[])
}[]
})[]
})
/**
 * Unix seconds: records with updated_at on or after this day (Intercom compares dates by calendar day in the workspace's timezone, so the day before is asked too). ANDed with query when both are given.
 */
changed_since?: number
/**
 * Records per page, 1 to 150.
 */
per_page?: number
sort?: {
field: string
order?: ("ascending" | "descending")
}
/**
 * pages.next.starting_after of the previous page.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomConversationsRecord".
 */
export interface IntercomConversationsRecord {
type?: string
id: string
title?: (string | null)
created_at?: number
updated_at?: number
waiting_since?: (number | null)
snoozed_until?: (number | null)
open?: boolean
/**
 * open, closed or snoozed.
 */
state?: string
read?: boolean
/**
 * priority or not_priority.
 */
priority?: string
admin_assignee_id?: (number | string | null)
team_assignee_id?: (number | string | null)
company?: ({

} | null)
tags?: {

}
conversation_rating?: ({

} | null)
/**
 * The first message: {type, id, delivered_as, subject, body, author, attachments, url, redacted}.
 */
source?: {

}
contacts?: {

}
teammates?: ({

} | null)
custom_attributes?: {

}
first_contact_reply?: ({

} | null)
sla_applied?: ({

} | null)
statistics?: ({

} | null)
linked_objects?: {

}
ai_agent_participated?: boolean
/**
 * Only in get: {type, conversation_parts: [...], total_count} (at most the 500 most recent).
 */
conversation_parts?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomConversationsListParams".
 */
export interface IntercomConversationsListParams {
/**
 * Records per page, 1 to 150.
 */
per_page?: number
/**
 * pages.next.starting_after of the previous page.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomConversationsGetParams".
 */
export interface IntercomConversationsGetParams {
conversation_id: string
/**
 * plaintext: bodies and subjects as plain text.
 */
display_as?: "plaintext"
/**
 * Translate the parts into the conversation's detected language.
 */
include_translations?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomConversationsApiSearchParams".
 */
export interface IntercomConversationsApiSearchParams {
/**
 * Intercom's search query: one filter {field, operator, value}, or {operator: AND|OR, value: [...]} whose items are filters or groups of filters. Intercom accepts at most two levels of groups and 15 items per group; deeper or larger queries are refused here.
 */
query?: ({
/**
 * A searchable field: id, email, updated_at, source.author.email, custom_attributes.plan, ...
 */
field: string
/**
 * = != IN NIN < <= > >= ~ (contains) !~ ^ (starts with) $ (ends with). Date fields take only =, < and > and compare by calendar day in the workspace's timezone (> starts at the next day).
 */
operator: ("=" | "!=" | "IN" | "NIN" | "<" | "<=" | ">" | ">=" | "~" | "!~" | "^" | "$")
/**
 * A string, integer or boolean; an array of up to 100 for IN and NIN; null for unset.
 */
value: (string | number | boolean | null | (string | number)[])
} | {
operator: ("AND" | "OR")
/**
 * @minItems 1
 * @maxItems 15
 */
value: ({
/**
 * A searchable field: id, email, updated_at, source.author.email, custom_attributes.plan, ...
 */
field: string
/**
 * = != IN NIN < <= > >= ~ (contains) !~ ^ (starts with) $ (ends with). Date fields take only =, < and > and compare by calendar day in the workspace's timezone (> starts at the next day).
 */
operator: ("=" | "!=" | "IN" | "NIN" | "<" | "<=" | ">" | ">=" | "~" | "!~" | "^" | "$")
/**
 * A string, integer or boolean; an array of up to 100 for IN and NIN; null for unset.
 */
value: (string | number | boolean | null | (string | number)[])
} | {
operator: ("AND" | "OR")
/**
 * @minItems 1
 * @maxItems 15
 */
value: {
/**
 * A searchable field: id, email, updated_at, source.author.email, custom_attributes.plan, ...
 */
field: string
/**
 * = != IN NIN < <= > >= ~ (contains) !~ ^ (starts with) $ (ends with). Date fields take only =, < and > and compare by calendar day in the workspace's timezone (> starts at the next day).
 */
operator: ("=" | "!=" | "IN" | "NIN" | "<" | "<=" | ">" | ">=" | "~" | "!~" | "^" | "$")
/**
 * A string, integer or boolean; an array of up to 100 for IN and NIN; null for unset.
 */
value: (string | number | boolean | null | (string | number)[])
}[]
})[]
})
/**
 * Unix seconds: records with updated_at on or after this day (Intercom compares dates by calendar day in the workspace's timezone, so the day before is asked too). ANDed with query when both are given.
 */
changed_since?: number
/**
 * Records per page, 1 to 150.
 */
per_page?: number
/**
 * pages.next.starting_after of the previous page.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomConversationPartsRecord".
 */
export interface IntercomConversationPartsRecord {
/**
 * The conversation (added from the answer).
 */
conversation_id?: string
type?: string
id: string
/**
 * comment, note, assignment, open, close, snoozed, ...
 */
part_type?: string
body?: (string | null)
created_at?: number
updated_at?: number
notified_at?: (number | null)
assigned_to?: ({

} | null)
/**
 * {type: admin|user|lead|bot|team, id, name, email}.
 */
author?: {

}
attachments?: unknown[]
external_id?: (string | null)
redacted?: boolean
state?: (string | null)
tags?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomConversationPartsListParams".
 */
export interface IntercomConversationPartsListParams {
conversation_id: string
/**
 * plaintext: bodies as plain text.
 */
display_as?: "plaintext"
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomCompaniesRecord".
 */
export interface IntercomCompaniesRecord {
type?: string
/**
 * Intercom's id (the one paths take).
 */
id: string
/**
 * Your id for the company (the create-or-update key).
 */
company_id?: string
app_id?: string
name?: string
/**
 * {type, id, name}.
 */
plan?: ({

} | null)
created_at?: number
updated_at?: number
remote_created_at?: (number | null)
last_request_at?: (number | null)
size?: (number | null)
website?: (string | null)
industry?: (string | null)
monthly_spend?: (number | null)
session_count?: number
user_count?: number
custom_attributes?: {

}
tags?: {

}
segments?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomCompaniesListParams".
 */
export interface IntercomCompaniesListParams {
/**
 * connector_metadata.next of the previous page (scroll_param~last id); valid for one minute.
 */
scroll_cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomCompaniesGetParams".
 */
export interface IntercomCompaniesGetParams {
/**
 * Intercom's id of the company (the record's id).
 */
company_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomCompaniesCreateParams".
 */
export interface IntercomCompaniesCreateParams {
name?: string
/**
 * Plan name.
 */
plan?: string
/**
 * Number of employees.
 */
size?: number
website?: string
industry?: string
/**
 * Revenue from the company (whole number).
 */
monthly_spend?: number
/**
 * Custom attributes by name.
 */
custom_attributes?: {
[k: string]: string | number | boolean | null | undefined
}
/**
 * Your unique id for the company (cannot be changed later).
 */
company_id: string
/**
 * Unix seconds the company was created in your system.
 */
remote_created_at?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomCompaniesUpdateParams".
 */
export interface IntercomCompaniesUpdateParams {
name?: string
/**
 * Plan name.
 */
plan?: string
/**
 * Number of employees.
 */
size?: number
website?: string
industry?: string
/**
 * Revenue from the company (whole number).
 */
monthly_spend?: number
/**
 * Custom attributes by name.
 */
custom_attributes?: {
[k: string]: string | number | boolean | null | undefined
}
/**
 * Intercom's id of the company (the record's id).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTeamsRecord".
 */
export interface IntercomTeamsRecord {
type?: string
id: string
name?: string
admin_ids?: (number | string)[]
admin_priority_level?: ({

} | null)
assignment_limit?: (number | null)
distribution_method?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTeamsListParams".
 */
export interface IntercomTeamsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTeamsGetParams".
 */
export interface IntercomTeamsGetParams {
team_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomAdminsRecord".
 */
export interface IntercomAdminsRecord {
type?: string
id: string
name?: string
email?: string
job_title?: (string | null)
away_mode_enabled?: boolean
away_mode_reassign?: boolean
has_inbox_seat?: boolean
team_ids?: (number | string)[]
avatar?: ({

} | string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomAdminsListParams".
 */
export interface IntercomAdminsListParams {
/**
 * Include each admin's avatar.
 */
display_avatar?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomAdminsGetParams".
 */
export interface IntercomAdminsGetParams {
admin_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTagsRecord".
 */
export interface IntercomTagsRecord {
type?: string
id: string
name?: string
applied_at?: (number | null)
applied_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTagsListParams".
 */
export interface IntercomTagsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTagsGetParams".
 */
export interface IntercomTagsGetParams {
tag_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomTagsCreateParams".
 */
export interface IntercomTagsCreateParams {
/**
 * Tag name.
 */
name: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomNotesRecord".
 */
export interface IntercomNotesRecord {
type?: string
id: string
created_at?: number
contact?: ({

} | null)
company?: ({

} | null)
author?: ({

} | null)
body?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomNotesCreateParams".
 */
export interface IntercomNotesCreateParams {
contact_id: string
/**
 * The note (HTML allowed).
 */
body: string
/**
 * The admin writing the note (default the token's admin).
 */
admin_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomSegmentsRecord".
 */
export interface IntercomSegmentsRecord {
type?: string
id: string
name?: string
created_at?: number
updated_at?: number
/**
 * user or contact (leads).
 */
person_type?: string
count?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomSegmentsListParams".
 */
export interface IntercomSegmentsListParams {
/**
 * Include the number of contacts in each segment.
 */
include_count?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomSegmentsGetParams".
 */
export interface IntercomSegmentsGetParams {
segment_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomInternalArticlesRecord".
 */
export interface IntercomInternalArticlesRecord {
type?: string
id: string
title?: string
body?: (string | null)
body_markdown?: (string | null)
owner_id?: (number | string)
author_id?: (number | string)
created_at?: number
updated_at?: number
locale?: string
audience_ids?: (unknown[] | null)
ai_chatbot_availability?: boolean
ai_copilot_availability?: boolean
ai_sales_agent_availability?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "IntercomInternalArticlesCreateParams".
 */
export interface IntercomInternalArticlesCreateParams {
title: string
/**
 * Id of the admin who wrote it.
 */
author_id: number
/**
 * Id of the admin who owns it.
 */
owner_id: number
/**
 * Content in HTML.
 */
body?: string
/**
 * Content in Markdown.
 */
body_markdown?: string
/**
 * Audiences for Fin (empty or omitted for none).
 * 
 * @maxItems 100
 */
audience_ids?: number[]
/**
 * Available to Fin (default false).
 */
ai_chatbot_availability?: boolean
/**
 * Available to Copilot (default false).
 */
ai_copilot_availability?: boolean
/**
 * Available to the sales agent (default false).
 */
ai_sales_agent_availability?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesRecord".
 */
export interface JiraIssuesRecord {
created?: string
fieldsToInclude?: {

}
projectId?: string
projectKey?: string
id: string
key?: string
self?: string
expand?: (string | null)
/**
 * Field id (or key with fieldsByKeys) to value.
 */
fields?: {

}
renderedFields?: {

}
names?: {

}
schema?: {

}
transitions?: unknown[]
operations?: {

}
editmeta?: {

}
changelog?: {

}
versionedRepresentations?: {

}
properties?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesGetParams".
 */
export interface JiraIssuesGetParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Comma-separated subset of fields (*all, *navigable, -name to exclude); default all fields.
 */
fields?: string
/**
 * Comma-separated: renderedFields, names, schema, transitions, operations, editmeta, changelog, versionedRepresentations.
 */
expand?: string
/**
 * Comma-separated issue property keys, at most 5.
 */
properties?: string
/**
 * true: fields are referenced by key; false (default): by id.
 */
fieldsByKeys?: boolean
/**
 * Adds the issue to the user's recently viewed history (default false).
 */
updateHistory?: boolean
/**
 * Fail early when not all field data can be retrieved (default false).
 */
failFast?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesCreateParams".
 */
export interface JiraIssuesCreateParams {
/**
 * Issue fields; custom fields (customfield_NNNNN) are accepted as well.
 */
fields: {
/**
 * The project, by id or key.
 */
project: ({
[k: string]: unknown | undefined
} & {
id?: string
key?: string
})
/**
 * The issue type, by id or name.
 */
issuetype: ({
[k: string]: unknown | undefined
} & {
id?: string
name?: string
})
/**
 * Title.
 */
summary: string
/**
 * Rich text as an Atlassian Document Format document.
 */
description?: {
type: "doc"
version: 1
content: {
type: string
attrs?: {

}
content?: {
type: string
text?: string
attrs?: {

}
marks?: unknown[]
}[]
}[]
}
/**
 * Priority by id or name (default scheme names are Highest, High, Medium, Low, Lowest).
 */
priority?: ({
[k: string]: unknown | undefined
} & {
id?: string
name?: string
})
assignee?: {
/**
 * Account id of the assignee; null leaves the issue unassigned.
 */
accountId: (string | null)
}
/**
 * Items: A label (no spaces).
 */
labels?: string[]
/**
 * Parent issue, by key or id; makes the new issue a sub-task (or a child of an epic).
 */
parent?: ({
[k: string]: unknown | undefined
} & {
key?: string
id?: string
})
}
/**
 * Field name to a list of operations, e.g. {labels: [{add: triage}]}.
 */
update?: {
[k: string]: {

}[] | undefined
}
/**
 * Adds the project to the user's recently viewed list (default false).
 */
updateHistory?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesUpdateParams".
 */
export interface JiraIssuesUpdateParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Fields to set; only the given fields change. Custom fields are accepted as well.
 */
fields?: {
/**
 * The project, by id or key.
 */
project?: ({
[k: string]: unknown | undefined
} & {
id?: string
key?: string
})
/**
 * The issue type, by id or name.
 */
issuetype?: ({
[k: string]: unknown | undefined
} & {
id?: string
name?: string
})
/**
 * Title.
 */
summary?: string
/**
 * Rich text (Atlassian Document Format); null clears it.
 */
description?: ({
type: "doc"
version: 1
content: {
type: string
attrs?: {

}
content?: {
type: string
text?: string
attrs?: {

}
marks?: unknown[]
}[]
}[]
} | null)
/**
 * Priority by id or name (default scheme names are Highest, High, Medium, Low, Lowest).
 */
priority?: ({
[k: string]: unknown | undefined
} & {
id?: string
name?: string
})
assignee?: {
/**
 * Account id of the assignee; null leaves the issue unassigned.
 */
accountId: (string | null)
}
/**
 * Items: A label (no spaces).
 */
labels?: string[]
/**
 * Parent issue, by key or id; makes the new issue a sub-task (or a child of an epic).
 */
parent?: ({
[k: string]: unknown | undefined
} & {
key?: string
id?: string
})
}
/**
 * Field name to a list of operations, e.g. {labels: [{add: triage}]}.
 */
update?: {
[k: string]: {

}[] | undefined
}
transition?: {
/**
 * Id of the transition to perform.
 */
id: string
looped?: boolean
}
/**
 * Email the watchers (default true).
 */
notifyUsers?: boolean
/**
 * Edit hidden fields (apps with Administer Jira only).
 */
overrideScreenSecurity?: boolean
/**
 * Edit uneditable fields (apps with Administer Jira only).
 */
overrideEditableFlag?: boolean
/**
 * Answer with the edited issue instead of 204.
 */
returnIssue?: boolean
/**
 * Expand of the returned issue; applies when returnIssue is true.
 */
expand?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesDeleteParams".
 */
export interface JiraIssuesDeleteParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Delete the issue's subtasks too (default false).
 */
deleteSubtasks?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesApiSearchParams".
 */
export interface JiraIssuesApiSearchParams {
/**
 * Bounded JQL, e.g. project = PROJ AND created >= -7d ORDER BY created DESC, or assignee = currentUser().
 */
jql?: string
/**
 * Page size, up to 5000 (Jira may return fewer when many fields are asked for; default 50).
 */
maxResults?: number
/**
 * Comma-separated fields to return (*all, *navigable, id, names, -name to exclude). Default *navigable: all navigable fields.
 */
fields?: string
/**
 * Comma-separated: renderedFields, names, schema, transitions, operations, editmeta, changelog, versionedRepresentations.
 */
expand?: string
/**
 * Comma-separated issue property keys, at most 5.
 */
properties?: string
/**
 * true: fields are referenced by key; false (default): by id.
 */
fieldsByKeys?: boolean
/**
 * Fail early when not all field data can be retrieved (default false).
 */
failFast?: boolean
/**
 * Ids of issues just written, for read-after-write consistency (at most 50; same list on every page).
 * 
 * @maxItems 50
 */
reconcileIssues?: number[]
/**
 * Omit (or null) on the first call; pass nextPageToken of the previous response to read the next page.
 */
nextPageToken?: (string | null)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraProjectsRecord".
 */
export interface JiraProjectsRecord {
id: string
key: string
name?: string
self?: string
expand?: string
description?: string
projectTypeKey?: string
simplified?: boolean
style?: string
isPrivate?: boolean
archived?: boolean
lead?: {

}
projectCategory?: {

}
avatarUrls?: {

}
issueTypes?: unknown[]
properties?: {

}
insight?: {

}
uuid?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraProjectsGetParams".
 */
export interface JiraProjectsGetParams {
/**
 * Project id (10000) or key (PROJ), case sensitive.
 */
projectIdOrKey: string
/**
 * Comma-separated: description, issueTypes, lead, projectKeys, issueTypeHierarchy.
 */
expand?: string
/**
 * Project property keys to return.
 */
properties?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraProjectsApiSearchParams".
 */
export interface JiraProjectsApiSearchParams {
/**
 * Page size, 1 to 100 (default 50).
 */
maxResults?: number
/**
 * Case-insensitive match on project key or name.
 */
query?: string
/**
 * Sort field, - for descending (default key).
 */
orderBy?: ("category" | "-category" | "+category" | "key" | "-key" | "+key" | "name" | "-name" | "+name" | "owner" | "-owner" | "+owner" | "issueCount" | "-issueCount" | "+issueCount" | "lastIssueUpdatedDate" | "-lastIssueUpdatedDate" | "+lastIssueUpdatedDate" | "archivedDate" | "+archivedDate" | "-archivedDate" | "deletedDate" | "+deletedDate" | "-deletedDate")
/**
 * Project ids (at most 50).
 * 
 * @maxItems 50
 */
id?: number[]
/**
 * Project keys (at most 50).
 * 
 * @maxItems 50
 */
keys?: string[]
/**
 * Comma-separated project types: business, service_desk, software.
 */
typeKey?: string
/**
 * Project category id.
 */
categoryId?: number
/**
 * Only projects on which the user can do this (default view).
 */
action?: ("view" | "browse" | "edit" | "create")
/**
 * Comma-separated: description, projectKeys, lead, issueTypes, url, insight.
 */
expand?: string
/**
 * Project statuses (default live).
 */
status?: ("live" | "archived" | "deleted")[]
/**
 * Project property keys to return.
 */
properties?: string[]
/**
 * Property query, e.g. [thepropertykey].something.nested=1.
 */
propertyQuery?: string
/**
 * Index of the first item to return (default 0).
 */
startAt?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraUsersRecord".
 */
export interface JiraUsersRecord {
accountId: string
accountType?: ("atlassian" | "app" | "customer" | "unknown")
active?: boolean
displayName?: string
emailAddress?: (string | null)
locale?: (string | null)
timeZone?: (string | null)
self?: string
avatarUrls?: {

}
groups?: {

}
applicationRoles?: {

}
expand?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraUsersListParams".
 */
export interface JiraUsersListParams {
/**
 * Page size, up to 1000 (default 50).
 */
maxResults?: number
/**
 * Index of the first item to return (default 0).
 */
startAt?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraUsersGetParams".
 */
export interface JiraUsersGetParams {
/**
 * Account id, e.g. 5b10ac8d82e05b22cc7d4ef5.
 */
accountId: string
/**
 * Comma-separated: groups, applicationRoles.
 */
expand?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraUsersApiSearchParams".
 */
export interface JiraUsersApiSearchParams {
/**
 * Matched against the start of displayName and emailAddress.
 */
query?: string
/**
 * Account id, e.g. 5b10ac8d82e05b22cc7d4ef5.
 */
accountId?: string
/**
 * User property query, e.g. thepropertykey.something.nested=1.
 */
property?: string
/**
 * Page size, up to 1000 (default 50).
 */
maxResults?: number
/**
 * Index of the first item to return (default 0).
 */
startAt?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueFieldsRecord".
 */
export interface JiraIssueFieldsRecord {
id: string
key?: string
name: string
custom?: boolean
navigable?: boolean
orderable?: boolean
searchable?: boolean
clauseNames?: unknown[]
schema?: {

}
scope?: {

}
description?: string
stableId?: string
isLocked?: boolean
searcherKey?: string
lastUsed?: {

}
contextsCount?: number
screensCount?: number
projectsCount?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueFieldsListParams".
 */
export interface JiraIssueFieldsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueFieldsApiSearchParams".
 */
export interface JiraIssueFieldsApiSearchParams {
/**
 * Page size (default 50).
 */
maxResults?: number
/**
 * Field types to return.
 */
type?: ("custom" | "system")[]
/**
 * Field ids (customfield_10000, ...) to return or filter.
 */
id?: string[]
/**
 * Case-insensitive partial match on field name or description.
 */
query?: string
/**
 * Sort field, - for descending.
 */
orderBy?: ("contextsCount" | "-contextsCount" | "+contextsCount" | "lastUsed" | "-lastUsed" | "+lastUsed" | "name" | "-name" | "+name" | "screensCount" | "-screensCount" | "+screensCount" | "projectsCount" | "-projectsCount" | "+projectsCount")
/**
 * Comma-separated: key, stableId, lastUsed, screensCount, contextsCount, isLocked, searcherKey.
 */
expand?: string
/**
 * Only fields of these projects.
 */
projectIds?: number[]
/**
 * Index of the first item to return (default 0).
 */
startAt?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueCommentsRecord".
 */
export interface JiraIssueCommentsRecord {
id: string
self?: string
author?: {

}
updateAuthor?: {

}
body?: {

}
renderedBody?: string
created?: string
updated?: string
visibility?: {

}
jsdPublic?: boolean
properties?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueCommentsListParams".
 */
export interface JiraIssueCommentsListParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Page size (default 100).
 */
maxResults?: number
/**
 * Order by creation date; - for newest first.
 */
orderBy?: ("created" | "-created" | "+created")
/**
 * renderedBody adds the body rendered as HTML.
 */
expand?: "renderedBody"
/**
 * Index of the first item to return (default 0).
 */
startAt?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueCommentsGetParams".
 */
export interface JiraIssueCommentsGetParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Numeric id.
 */
id: string
/**
 * renderedBody adds the body rendered as HTML.
 */
expand?: "renderedBody"
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueCommentsCreateParams".
 */
export interface JiraIssueCommentsCreateParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Comment text as an Atlassian Document Format document.
 */
body: {
type: "doc"
version: 1
content: {
type: string
attrs?: {

}
content?: {
type: string
text?: string
attrs?: {

}
marks?: unknown[]
}[]
}[]
}
/**
 * Restricts the comment to a group or a project role.
 */
visibility?: ({
[k: string]: unknown | undefined
} & {
type: ("group" | "role")
/**
 * Group or role name.
 */
value?: string
/**
 * Group id or role name.
 */
identifier?: string
})
/**
 * renderedBody adds the body rendered as HTML.
 */
expand?: "renderedBody"
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueCommentsUpdateParams".
 */
export interface JiraIssueCommentsUpdateParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Comment text as an Atlassian Document Format document.
 */
body: {
type: "doc"
version: 1
content: {
type: string
attrs?: {

}
content?: {
type: string
text?: string
attrs?: {

}
marks?: unknown[]
}[]
}[]
}
/**
 * Restricts the comment to a group or a project role.
 */
visibility?: ({
[k: string]: unknown | undefined
} & {
type: ("group" | "role")
/**
 * Group or role name.
 */
value?: string
/**
 * Group id or role name.
 */
identifier?: string
})
/**
 * renderedBody adds the body rendered as HTML.
 */
expand?: "renderedBody"
/**
 * Numeric id.
 */
id: string
/**
 * Notify watchers of the change (default true).
 */
notifyUsers?: boolean
/**
 * Edit even when the issue is not editable (apps with Administer Jira only).
 */
overrideEditableFlag?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueCommentsDeleteParams".
 */
export interface JiraIssueCommentsDeleteParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueWorklogsRecord".
 */
export interface JiraIssueWorklogsRecord {
id: string
issueId?: string
self?: string
author?: {

}
updateAuthor?: {

}
comment?: {

}
created?: string
updated?: string
started?: string
timeSpent?: string
timeSpentSeconds?: number
visibility?: {

}
properties?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueWorklogsListParams".
 */
export interface JiraIssueWorklogsListParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Page size, up to 5000 (the default).
 */
maxResults?: number
/**
 * Only worklogs started after this time (Unix milliseconds).
 */
startedAfter?: number
/**
 * Only worklogs started before this time (Unix milliseconds).
 */
startedBefore?: number
/**
 * properties adds the worklog properties.
 */
expand?: "properties"
/**
 * Index of the first item to return (default 0).
 */
startAt?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueWorklogsGetParams".
 */
export interface JiraIssueWorklogsGetParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Numeric id.
 */
id: string
/**
 * properties adds the worklog properties.
 */
expand?: "properties"
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueWorklogsCreateParams".
 */
export interface JiraIssueWorklogsCreateParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * When the work started, in Jira's format yyyy-MM-dd'T'HH:mm:ss.SSSZ, e.g. 2024-05-06T14:00:00.000+0200 (no Z, no colon in the offset).
 */
started: string
/**
 * Time spent as weeks, days, hours, minutes (3h 20m, 1d, 45m; a bare number is minutes).
 */
timeSpent?: string
/**
 * Time spent in seconds.
 */
timeSpentSeconds?: number
/**
 * Worklog comment as an Atlassian Document Format document.
 */
comment?: {
type: "doc"
version: 1
content: {
type: string
attrs?: {

}
content?: {
type: string
text?: string
attrs?: {

}
marks?: unknown[]
}[]
}[]
}
/**
 * Restricts the worklog to a group or a project role.
 */
visibility?: ({
[k: string]: unknown | undefined
} & {
type: ("group" | "role")
/**
 * Group or role name.
 */
value?: string
/**
 * Group id or role name.
 */
identifier?: string
})
/**
 * Worklog properties, {key, value} each.
 */
properties?: {
key: string
value: unknown
}[]
/**
 * Email the issue's watchers (default true).
 */
notifyUsers?: boolean
/**
 * How the remaining estimate changes: auto (default) reduces it by the time spent, leave keeps it, new sets newEstimate, manual reduces it by reduceBy.
 */
adjustEstimate?: ("new" | "leave" | "manual" | "auto")
/**
 * The new remaining estimate (2d, 4h), with adjustEstimate new.
 */
newEstimate?: string
/**
 * How much to reduce the remaining estimate (2d, 4h), with adjustEstimate manual.
 */
reduceBy?: string
/**
 * properties adds the worklog properties.
 */
expand?: "properties"
/**
 * Log work even when the issue is not editable (apps with Administer Jira only).
 */
overrideEditableFlag?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueTransitionsRecord".
 */
export interface JiraIssueTransitionsRecord {
id: string
name?: string
/**
 * The status after the transition: {id, name, statusCategory, ...}.
 */
to?: {

}
hasScreen?: boolean
isGlobal?: boolean
isInitial?: boolean
isAvailable?: boolean
isConditional?: boolean
isLooped?: boolean
looped?: boolean
/**
 * Fields of the transition screen (with expand transitions.fields).
 */
fields?: {

}
expand?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueTransitionsListParams".
 */
export interface JiraIssueTransitionsListParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * transitions.fields adds the fields of each transition's screen.
 */
expand?: "transitions.fields"
/**
 * Only this transition.
 */
transitionId?: string
/**
 * Include transitions hidden by a Hide From User condition (apps with Administer Jira only).
 */
skipRemoteOnlyCondition?: boolean
/**
 * Include transitions whose conditions fail (isAvailable false).
 */
includeUnavailableTransitions?: boolean
/**
 * Sort by ops-bar sequence then status category instead of ops-bar sequence only.
 */
sortByOpsBarAndStatus?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueTransitionsCreateParams".
 */
export interface JiraIssueTransitionsCreateParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
transition: {
/**
 * Id of the transition to perform (issue_transitions list gives the available ones).
 */
id: string
looped?: boolean
}
/**
 * Fields of the transition screen to set, e.g. {resolution: {name: Done}}.
 */
fields?: {

}
/**
 * Field name to a list of operations, e.g. {labels: [{add: triage}]}.
 */
update?: {
[k: string]: {

}[] | undefined
}
/**
 * Extra details for the issue history (activityDescription, actor, cause, ...).
 */
historyMetadata?: {

}
/**
 * Issue properties to set, {key, value} each.
 */
properties?: {
key: string
value: unknown
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssueLinksCreateParams".
 */
export interface JiraIssueLinksCreateParams {
/**
 * The link type, by name or id.
 */
type: ({
[k: string]: unknown | undefined
} & {
id?: string
name?: string
})
/**
 * An issue, by id or key.
 */
inwardIssue: ({
[k: string]: unknown | undefined
} & {
id?: string
key?: string
})
/**
 * An issue, by id or key.
 */
outwardIssue: ({
[k: string]: unknown | undefined
} & {
id?: string
key?: string
})
/**
 * A comment added to the outward issue.
 */
comment?: {
/**
 * Comment text as an Atlassian Document Format document.
 */
body: {
type: "doc"
version: 1
content: {
type: string
attrs?: {

}
content?: {
type: string
text?: string
attrs?: {

}
marks?: unknown[]
}[]
}[]
}
/**
 * Restricts the comment to a group or a project role.
 */
visibility?: ({
[k: string]: unknown | undefined
} & {
type: ("group" | "role")
/**
 * Group or role name.
 */
value?: string
/**
 * Group id or role name.
 */
identifier?: string
})
}
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "JiraIssuesAssigneeUpdateParams".
 */
export interface JiraIssuesAssigneeUpdateParams {
/**
 * Issue id (10001) or key (PROJ-123).
 */
issueIdOrKey: string
/**
 * Account id of the new assignee; null unassigns; "-1" picks the default assignee.
 */
accountId: (string | null)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoProfilesRecord".
 */
export interface KlaviyoProfilesRecord {
type: "profile"
id: string
attributes: ({
email?: (string | null)
/**
 * E.164.
 */
phone_number?: (string | null)
external_id?: (string | null)
first_name?: (string | null)
last_name?: (string | null)
organization?: (string | null)
locale?: (string | null)
title?: (string | null)
image?: (string | null)
created?: (string | null)
updated?: (string | null)
last_event_date?: (string | null)
/**
 * {address1, address2, city, country, latitude, longitude, region, zip, timezone, ip}
 */
location?: ({

} | null)
/**
 * Custom properties.
 */
properties?: ({

} | null)
/**
 * Consent per channel (email, sms, mobile_push); with additional-fields[profile]=subscriptions.
 */
subscriptions?: ({

} | null)
/**
 * Predicted CLV, churn and orders; with additional-fields[profile]=predictive_analytics.
 */
predictive_analytics?: ({

} | null)
} | null)
/**
 * Related resources by name: {data: {type, id} or a list of them, links: {self, related}}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.updated, lifted for search.
 */
updated?: (string | null)
/**
 * relationships.segments, lifted for search: {links: {self, related}}, with data when included.
 */
segments?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoProfilesListParams".
 */
export interface KlaviyoProfilesListParams {
/**
 * Page size, 1 to 100 (Klaviyo default 20).
 */
"page[size]"?: number
/**
 * A Klaviyo filter expression on id, email, phone_number, external_id, created or updated, e.g. equals(email,'sarah.mason@klaviyo-demo.com').
 */
filter?: string
/**
 * Only records updated after this time (ISO 8601); sent as greater-than(updated,...) inside filter.
 */
updated_after?: string
/**
 * Sort order; a leading - sorts descending.
 */
sort?: ("created" | "-created" | "email" | "-email" | "id" | "-id" | "updated" | "-updated" | "subscriptions.email.marketing.list_suppressions.timestamp" | "-subscriptions.email.marketing.list_suppressions.timestamp" | "subscriptions.email.marketing.suppression.timestamp" | "-subscriptions.email.marketing.suppression.timestamp")
/**
 * Fields Klaviyo leaves out unless asked.
 * 
 * @minItems 1
 */
"additional-fields[profile]"?: ("subscriptions" | "predictive_analytics")[]
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoProfilesGetParams".
 */
export interface KlaviyoProfilesGetParams {
/**
 * Klaviyo profile id.
 */
id: string
/**
 * Fields Klaviyo leaves out unless asked.
 * 
 * @minItems 1
 */
"additional-fields[profile]"?: ("subscriptions" | "predictive_analytics")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoListsRecord".
 */
export interface KlaviyoListsRecord {
type: "list"
id: string
attributes: ({
name?: (string | null)
created?: (string | null)
updated?: (string | null)
opt_in_process?: ("double_opt_in" | "single_opt_in" | null)
/**
 * With additional-fields[list]=profile_count (get only).
 */
profile_count?: (number | null)
} | null)
/**
 * Related resources by name: {data: {type, id} or a list of them, links: {self, related}}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.updated, lifted for search.
 */
updated?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoListsListParams".
 */
export interface KlaviyoListsListParams {
/**
 * Page size, 1 to 10 (Klaviyo default 10).
 */
"page[size]"?: number
/**
 * A Klaviyo filter expression on name or id (equals, any), or created/updated (greater-than).
 */
filter?: string
/**
 * Only records updated after this time (ISO 8601); sent as greater-than(updated,...) inside filter.
 */
updated_after?: string
/**
 * Sort order; a leading - sorts descending.
 */
sort?: ("created" | "-created" | "id" | "-id" | "name" | "-name" | "updated" | "-updated")
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoListsGetParams".
 */
export interface KlaviyoListsGetParams {
/**
 * Klaviyo list id.
 */
id: string
/**
 * profile_count: the number of profiles on the list.
 * 
 * @minItems 1
 */
"additional-fields[list]"?: ("profile_count")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoCampaignsRecord".
 */
export interface KlaviyoCampaignsRecord {
type: "campaign"
id: string
attributes: ({
name?: string
/**
 * Draft, Scheduled, Sending, Sent, Cancelled, ... (Klaviyo's display status).
 */
status?: string
archived?: boolean
/**
 * {included: [list or segment ids], excluded}
 */
audiences?: {

}
send_options?: ({

} | null)
tracking_options?: ({

} | null)
/**
 * {method: immediate|static|throttled|smart_send_time, ...}
 */
send_strategy?: ({

} | null)
created_at?: string
scheduled_at?: (string | null)
updated_at?: string
send_time?: (string | null)
} | null)
/**
 * Related resources by name: {data: {type, id} or a list of them, links: {self, related}}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.updated_at, lifted for search.
 */
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoCampaignsListParams".
 */
export interface KlaviyoCampaignsListParams {
/**
 * The channel: email, sms or mobile_push (sent as equals(messages.channel,'email')), or a whole Klaviyo filter expression that names messages.channel, e.g. and(equals(messages.channel,'sms'),equals(status,'Sent')).
 */
filter: string
/**
 * Page size, 1 to 100 (Klaviyo default 100).
 */
"page[size]"?: number
/**
 * Only campaigns updated after this time (ISO 8601); sent as greater-than(updated_at,...) inside filter.
 */
updated_after?: string
/**
 * Sort order; a leading - sorts descending.
 */
sort?: ("created_at" | "-created_at" | "id" | "-id" | "name" | "-name" | "scheduled_at" | "-scheduled_at" | "updated_at" | "-updated_at")
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoCampaignsGetParams".
 */
export interface KlaviyoCampaignsGetParams {
/**
 * Klaviyo campaign id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoEventsRecord".
 */
export interface KlaviyoEventsRecord {
type: "event"
id: string
attributes: ({
/**
 * Unix seconds.
 */
timestamp?: (number | null)
event_properties?: ({

} | null)
datetime?: (string | null)
uuid?: (string | null)
} | null)
/**
 * profile, metric and attributions: {data: {type, id}, links}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.datetime, lifted for search.
 */
datetime?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoEventsListParams".
 */
export interface KlaviyoEventsListParams {
/**
 * Page size, 1 to 1000 (Klaviyo default 200).
 */
"page[size]"?: number
/**
 * Sort order; a leading - sorts descending (newest first with -datetime).
 */
sort?: ("datetime" | "-datetime" | "timestamp" | "-timestamp")
/**
 * A Klaviyo filter expression on metric_id or profile_id (equals), or datetime/timestamp (greater-than, less-than, ...), e.g. equals(metric_id,'UMTLbD').
 */
filter?: string
/**
 * Only events after this time (ISO 8601); sent as greater-than(datetime,...) inside filter.
 */
datetime_after?: string
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoMetricsRecord".
 */
export interface KlaviyoMetricsRecord {
type: "metric"
id: string
attributes: ({
name?: (string | null)
created?: (string | null)
updated?: (string | null)
/**
 * {object, id, key, name, category}
 */
integration?: ({

} | null)
} | null)
/**
 * Related resources by name: {data: {type, id} or a list of them, links: {self, related}}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.updated, lifted for search.
 */
updated?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoMetricsListParams".
 */
export interface KlaviyoMetricsListParams {
/**
 * Not supported by Klaviyo's metrics list (answered 400): leave it out.
 */
"page[size]"?: number
/**
 * A Klaviyo filter expression on integration.name or integration.category (equals), e.g. equals(integration.name,'Shopify').
 */
filter?: string
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoMetricsGetParams".
 */
export interface KlaviyoMetricsGetParams {
/**
 * Klaviyo metric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoFlowsRecord".
 */
export interface KlaviyoFlowsRecord {
type: "flow"
id: string
attributes: ({
name?: (string | null)
/**
 * draft, manual or live.
 */
status?: (string | null)
archived?: (boolean | null)
created?: (string | null)
updated?: (string | null)
trigger_type?: ("Added to List" | "Date Based" | "Low Inventory" | "Metric" | "Price Drop" | "Unconfigured" | null)
/**
 * With additional-fields[flow]=definition (get only).
 */
definition?: ({

} | null)
} | null)
/**
 * Related resources by name: {data: {type, id} or a list of them, links: {self, related}}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.updated, lifted for search.
 */
updated?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoFlowsListParams".
 */
export interface KlaviyoFlowsListParams {
/**
 * Page size, 1 to 50 (Klaviyo default 50).
 */
"page[size]"?: number
/**
 * A Klaviyo filter expression on id, name, status, archived, created, updated or trigger_type, e.g. equals(status,'live').
 */
filter?: string
/**
 * Only records updated after this time (ISO 8601); sent as greater-than(updated,...) inside filter.
 */
updated_after?: string
/**
 * Sort order; a leading - sorts descending.
 */
sort?: ("created" | "-created" | "id" | "-id" | "name" | "-name" | "status" | "-status" | "trigger_type" | "-trigger_type" | "updated" | "-updated")
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoFlowsGetParams".
 */
export interface KlaviyoFlowsGetParams {
/**
 * Klaviyo flow id.
 */
id: string
/**
 * definition: the flow's triggers, actions and filters.
 * 
 * @minItems 1
 */
"additional-fields[flow]"?: ("definition")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoEmailTemplatesRecord".
 */
export interface KlaviyoEmailTemplatesRecord {
type: "template"
id: string
attributes: ({
name?: string
/**
 * SYSTEM_DRAGGABLE, SIMPLE, CODE or USER_DRAGGABLE.
 */
editor_type?: string
html?: string
text?: (string | null)
amp?: (string | null)
created?: (string | null)
updated?: (string | null)
/**
 * Drag-and-drop definition of SYSTEM_DRAGGABLE templates; with additional-fields[template]=definition.
 */
definition?: ({

} | null)
} | null)
/**
 * Related resources by name: {data: {type, id} or a list of them, links: {self, related}}.
 */
relationships?: ({

} | null)
/**
 * {self}: the record's own URL.
 */
links?: ({
self?: string
} | null)
/**
 * attributes.updated, lifted for search.
 */
updated?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoEmailTemplatesListParams".
 */
export interface KlaviyoEmailTemplatesListParams {
/**
 * Page size, 1 to 10 (Klaviyo default 10).
 */
"page[size]"?: number
/**
 * A Klaviyo filter expression on id, name, created or updated, e.g. contains(name,'Welcome').
 */
filter?: string
/**
 * Only records updated after this time (ISO 8601); sent as greater-than(updated,...) inside filter.
 */
updated_after?: string
/**
 * Sort order; a leading - sorts descending.
 */
sort?: ("created" | "-created" | "id" | "-id" | "name" | "-name" | "updated" | "-updated")
/**
 * definition: the drag-and-drop definition of SYSTEM_DRAGGABLE templates.
 * 
 * @minItems 1
 */
"additional-fields[template]"?: ("definition")[]
/**
 * The next page: connector_metadata.cursor of the previous response (the page[cursor] of its links.next).
 */
"page[cursor]"?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "KlaviyoEmailTemplatesGetParams".
 */
export interface KlaviyoEmailTemplatesGetParams {
/**
 * Klaviyo template id.
 */
id: string
/**
 * definition: the drag-and-drop definition of SYSTEM_DRAGGABLE templates.
 * 
 * @minItems 1
 */
"additional-fields[template]"?: ("definition")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearIssuesRecord".
 */
export interface LinearIssuesRecord {
id: string
/**
 * Team key and number, e.g. ENG-123.
 */
identifier?: string
number?: number
title?: string
/**
 * Markdown.
 */
description?: (string | null)
/**
 * 0 none, 1 urgent, 2 high, 3 medium, 4 low.
 */
priority?: number
priorityLabel?: string
estimate?: (number | null)
/**
 * YYYY-MM-DD.
 */
dueDate?: (string | null)
url?: string
branchName?: string
trashed?: (boolean | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
archivedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
startedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
completedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
canceledAt?: (string | null)
/**
 * {id, name, type}; type is triage, backlog, unstarted, started, completed or canceled.
 */
state?: {

}
/**
 * {id, key, name}.
 */
team?: {

}
/**
 * {id, name, email}.
 */
assignee?: ({

} | null)
/**
 * {id, name}.
 */
creator?: ({

} | null)
/**
 * {id, name}.
 */
project?: ({

} | null)
/**
 * {id, identifier}.
 */
parent?: ({

} | null)
/**
 * {id, number}.
 */
cycle?: ({

} | null)
/**
 * {id, name} per label.
 */
labels?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearIssuesListParams".
 */
export interface LinearIssuesListParams {
/**
 * Records per page, 1 to 250 (Linear's default 50).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Also list archived records (Linear leaves them out by default).
 */
include_archived?: boolean
/**
 * Order (Linear's default createdAt).
 */
order_by?: ("createdAt" | "updatedAt")
/**
 * Only records updated after this instant.
 */
updated_after?: string
/**
 * Only issues of this team.
 */
team_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearIssuesGetParams".
 */
export interface LinearIssuesGetParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearIssuesCreateParams".
 */
export interface LinearIssuesCreateParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
teamId: string
title: string
/**
 * Markdown.
 */
description?: string
/**
 * A user id; null unassigns (update).
 */
assigneeId?: (string | null)
/**
 * A workflow state of the issue's team.
 */
stateId?: string
/**
 * 0 none, 1 urgent, 2 high, 3 medium, 4 low.
 */
priority?: number
projectId?: (string | null)
parentId?: (string | null)
cycleId?: (string | null)
/**
 * @minItems 1
 * @maxItems 100
 * 
 * Items: Linear id (UUID; issues also take the identifier such as ENG-123).
 */
labelIds?: string[]
/**
 * YYYY-MM-DD.
 */
dueDate?: (string | null)
estimate?: (number | null)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearIssuesUpdateParams".
 */
export interface LinearIssuesUpdateParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
teamId?: string
title?: string
/**
 * Markdown.
 */
description?: string
/**
 * A user id; null unassigns (update).
 */
assigneeId?: (string | null)
/**
 * A workflow state of the issue's team.
 */
stateId?: string
/**
 * 0 none, 1 urgent, 2 high, 3 medium, 4 low.
 */
priority?: number
projectId?: (string | null)
parentId?: (string | null)
cycleId?: (string | null)
/**
 * @minItems 1
 * @maxItems 100
 * 
 * Items: Linear id (UUID; issues also take the identifier such as ENG-123).
 */
labelIds?: string[]
/**
 * YYYY-MM-DD.
 */
dueDate?: (string | null)
estimate?: (number | null)
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
/**
 * true trashes the issue, null restores it.
 */
trashed?: (boolean | null)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearProjectsRecord".
 */
export interface LinearProjectsRecord {
id: string
name?: string
slugId?: string
description?: string
/**
 * Markdown.
 */
content?: (string | null)
icon?: (string | null)
color?: string
priority?: number
progress?: number
url?: string
/**
 * YYYY-MM-DD.
 */
startDate?: (string | null)
/**
 * YYYY-MM-DD.
 */
targetDate?: (string | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
archivedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
startedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
completedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
canceledAt?: (string | null)
/**
 * {id, name, type}; type is backlog, planned, started, paused, completed or canceled.
 */
status?: {

}
/**
 * {id, name}.
 */
lead?: ({

} | null)
/**
 * {id, name}.
 */
creator?: ({

} | null)
/**
 * {id, key, name} per team.
 */
teams?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearProjectsListParams".
 */
export interface LinearProjectsListParams {
/**
 * Records per page, 1 to 250 (Linear's default 50).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Also list archived records (Linear leaves them out by default).
 */
include_archived?: boolean
/**
 * Order (Linear's default createdAt).
 */
order_by?: ("createdAt" | "updatedAt")
/**
 * Only records updated after this instant.
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearProjectsGetParams".
 */
export interface LinearProjectsGetParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearProjectsCreateParams".
 */
export interface LinearProjectsCreateParams {
name: string
/**
 * @minItems 1
 * @maxItems 100
 * 
 * Items: Linear id (UUID; issues also take the identifier such as ENG-123).
 */
teamIds: string[]
/**
 * Short summary.
 */
description?: string
/**
 * Markdown.
 */
content?: string
leadId?: (string | null)
/**
 * @maxItems 250
 * 
 * Items: Linear id (UUID; issues also take the identifier such as ENG-123).
 */
memberIds?: string[]
/**
 * A project status id.
 */
statusId?: string
/**
 * 0 none, 1 urgent, 2 high, 3 medium, 4 low.
 */
priority?: number
/**
 * YYYY-MM-DD.
 */
startDate?: (string | null)
/**
 * YYYY-MM-DD.
 */
targetDate?: (string | null)
icon?: (string | null)
/**
 * Hex colour, #RRGGBB.
 */
color?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearProjectsUpdateParams".
 */
export interface LinearProjectsUpdateParams {
name?: string
/**
 * @minItems 1
 * @maxItems 100
 * 
 * Items: Linear id (UUID; issues also take the identifier such as ENG-123).
 */
teamIds?: string[]
/**
 * Short summary.
 */
description?: string
/**
 * Markdown.
 */
content?: string
leadId?: (string | null)
/**
 * @maxItems 250
 * 
 * Items: Linear id (UUID; issues also take the identifier such as ENG-123).
 */
memberIds?: string[]
/**
 * A project status id.
 */
statusId?: string
/**
 * 0 none, 1 urgent, 2 high, 3 medium, 4 low.
 */
priority?: number
/**
 * YYYY-MM-DD.
 */
startDate?: (string | null)
/**
 * YYYY-MM-DD.
 */
targetDate?: (string | null)
icon?: (string | null)
/**
 * Hex colour, #RRGGBB.
 */
color?: string
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
/**
 * true trashes the project, null restores it.
 */
trashed?: (boolean | null)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearTeamsRecord".
 */
export interface LinearTeamsRecord {
id: string
key?: string
name?: string
description?: (string | null)
icon?: (string | null)
color?: (string | null)
private?: boolean
timezone?: string
cyclesEnabled?: boolean
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
archivedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearTeamsListParams".
 */
export interface LinearTeamsListParams {
/**
 * Records per page, 1 to 250 (Linear's default 50).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Also list archived records (Linear leaves them out by default).
 */
include_archived?: boolean
/**
 * Order (Linear's default createdAt).
 */
order_by?: ("createdAt" | "updatedAt")
/**
 * Only records updated after this instant.
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearTeamsGetParams".
 */
export interface LinearTeamsGetParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearWorkflowStatesRecord".
 */
export interface LinearWorkflowStatesRecord {
id: string
name?: string
type?: string
color?: string
description?: (string | null)
position?: number
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
archivedAt?: (string | null)
/**
 * {id, key, name}.
 */
team?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearWorkflowStatesListParams".
 */
export interface LinearWorkflowStatesListParams {
/**
 * Records per page, 1 to 250 (Linear's default 50).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Also list archived records (Linear leaves them out by default).
 */
include_archived?: boolean
/**
 * Order (Linear's default createdAt).
 */
order_by?: ("createdAt" | "updatedAt")
/**
 * Only records updated after this instant.
 */
updated_after?: string
/**
 * Only issues of this team.
 */
team_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearUsersRecord".
 */
export interface LinearUsersRecord {
id: string
name?: string
displayName?: string
email?: string
avatarUrl?: (string | null)
active?: boolean
admin?: boolean
guest?: boolean
timezone?: (string | null)
url?: string
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
archivedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
lastSeen?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearUsersListParams".
 */
export interface LinearUsersListParams {
/**
 * Records per page, 1 to 250 (Linear's default 50).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Also list archived records (Linear leaves them out by default).
 */
include_archived?: boolean
/**
 * Order (Linear's default createdAt).
 */
order_by?: ("createdAt" | "updatedAt")
/**
 * Only records updated after this instant.
 */
updated_after?: string
/**
 * Also list disabled (deactivated) users.
 */
include_disabled?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearUsersGetParams".
 */
export interface LinearUsersGetParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearCommentsRecord".
 */
export interface LinearCommentsRecord {
id: string
/**
 * Markdown.
 */
body?: string
url?: string
quotedText?: (string | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
editedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
archivedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
resolvedAt?: (string | null)
/**
 * {id, identifier, title}.
 */
issue?: ({

} | null)
/**
 * {id, name}; null for comments by integrations.
 */
user?: ({

} | null)
/**
 * {id}.
 */
parent?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearCommentsListParams".
 */
export interface LinearCommentsListParams {
/**
 * Records per page, 1 to 250 (Linear's default 50).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Also list archived records (Linear leaves them out by default).
 */
include_archived?: boolean
/**
 * Order (Linear's default createdAt).
 */
order_by?: ("createdAt" | "updatedAt")
/**
 * Only records updated after this instant.
 */
updated_after?: string
/**
 * Only comments of this issue (its UUID).
 */
issue_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearCommentsGetParams".
 */
export interface LinearCommentsGetParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearCommentsCreateParams".
 */
export interface LinearCommentsCreateParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
issueId: string
/**
 * Markdown.
 */
body: string
/**
 * The comment this one replies to.
 */
parentId?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinearCommentsUpdateParams".
 */
export interface LinearCommentsUpdateParams {
/**
 * Linear id (UUID; issues also take the identifier such as ENG-123).
 */
id: string
/**
 * Markdown.
 */
body: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAccountsRecord".
 */
export interface LinkedinAdsAccountsRecord {
id?: (number | null)
name?: (string | null)
currency?: (string | null)
status?: (string | null)
type?: (string | null)
reference?: (string | null)
test?: (boolean | null)
notifiedOnCampaignOptimization?: (boolean | null)
notifiedOnCreativeApproval?: (boolean | null)
notifiedOnCreativeRejection?: (boolean | null)
notifiedOnEndOfCampaign?: (boolean | null)
notifiedOnNewFeaturesEnabled?: (boolean | null)
changeAuditStamps?: ({
created?: {
time?: number
}
lastModified?: {
time?: number
}
} | null)
version?: ({
versionTag?: string
} | null)
servingStatuses?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAccountsListParams".
 */
export interface LinkedinAdsAccountsListParams {
/**
 * Finder name: search.
 */
q: "search"
/**
 * Records per page, 1 to 1000 (LinkedIn default 100); keep it the same while paging.
 */
pageSize?: number
/**
 * Filters, e.g. {status: {values: [ACTIVE]}, test: false}; values within a field are ORed, fields ANDed.
 */
search?: {
id?: {
/**
 * @minItems 1
 */
values: number[]
}
name?: {
/**
 * @minItems 1
 */
values: string[]
}
reference?: {
/**
 * @minItems 1
 */
values: string[]
}
type?: {
/**
 * @minItems 1
 */
values: ("BUSINESS" | "ENTERPRISE")[]
}
status?: {
/**
 * @minItems 1
 */
values: ("ACTIVE" | "CANCELED" | "DRAFT" | "PENDING_DELETION" | "REMOVED")[]
}
test?: boolean
}
/**
 * Omit on the first call; pass metadata.nextPageToken of the previous response to read the next page.
 */
pageToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAccountsGetParams".
 */
export interface LinkedinAdsAccountsGetParams {
/**
 * Numeric ad account id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAccountUsersRecord".
 */
export interface LinkedinAdsAccountUsersRecord {
account?: (string | null)
user?: (string | null)
role?: (string | null)
changeAuditStamps?: ({
created?: {
time?: number
}
lastModified?: {
time?: number
}
} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAccountUsersListParams".
 */
export interface LinkedinAdsAccountUsersListParams {
/**
 * Finder name: accounts.
 */
q: "accounts"
/**
 * Ad account URN, urn:li:sponsoredAccount:<id>.
 */
accounts: string
/**
 * Records per page (at most 500).
 */
count?: number
/**
 * Index of the first item to return (default 0).
 */
start?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCampaignGroupsRecord".
 */
export interface LinkedinAdsCampaignGroupsRecord {
id?: (number | null)
name?: (string | null)
account?: (string | null)
status?: (string | null)
test?: (boolean | null)
backfilled?: (boolean | null)
totalBudget?: ({
amount?: string
currencyCode?: string
} | null)
runSchedule?: ({
start?: number
end?: number
} | null)
servingStatuses?: (unknown[] | null)
allowedCampaignTypes?: (unknown[] | null)
changeAuditStamps?: ({
created?: {
time?: number
}
lastModified?: {
time?: number
}
} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCampaignGroupsListParams".
 */
export interface LinkedinAdsCampaignGroupsListParams {
/**
 * Numeric id of the ad account (the number in urn:li:sponsoredAccount:<id>).
 */
account_id: number
/**
 * Records per page, 1 to 1000 (LinkedIn default 100); keep it the same while paging.
 */
pageSize?: number
/**
 * Filters, e.g. {status: {values: [ACTIVE, DRAFT]}}.
 */
search?: {
id?: {
/**
 * @minItems 1
 */
values: string[]
}
name?: {
/**
 * @minItems 1
 */
values: string[]
}
status?: {
/**
 * @minItems 1
 */
values: ("ACTIVE" | "ARCHIVED" | "CANCELED" | "DRAFT" | "PAUSED" | "PENDING_DELETION" | "REMOVED")[]
}
test?: boolean
}
/**
 * Omit on the first call; pass metadata.nextPageToken of the previous response to read the next page.
 */
pageToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCampaignGroupsGetParams".
 */
export interface LinkedinAdsCampaignGroupsGetParams {
/**
 * Numeric id of the ad account (the number in urn:li:sponsoredAccount:<id>).
 */
account_id: number
/**
 * Numeric campaign group id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCampaignsRecord".
 */
export interface LinkedinAdsCampaignsRecord {
id?: (number | null)
name?: (string | null)
account?: (string | null)
campaignGroup?: (string | null)
status?: (string | null)
type?: (string | null)
costType?: (string | null)
format?: (string | null)
objectiveType?: (string | null)
optimizationTargetType?: (string | null)
creativeSelection?: (string | null)
pacingStrategy?: (string | null)
associatedEntity?: (string | null)
politicalIntent?: (string | null)
audienceExpansionEnabled?: (boolean | null)
offsiteDeliveryEnabled?: (boolean | null)
storyDeliveryEnabled?: (boolean | null)
test?: (boolean | null)
connectedTelevisionOnly?: (boolean | null)
changeAuditStamps?: ({
created?: {
time?: number
}
lastModified?: {
time?: number
}
} | null)
dailyBudget?: ({
amount?: string
currencyCode?: string
} | null)
totalBudget?: ({
amount?: string
currencyCode?: string
} | null)
unitCost?: ({
amount?: string
currencyCode?: string
} | null)
runSchedule?: ({
start?: number
end?: number
} | null)
locale?: ({

} | null)
targetingCriteria?: ({

} | null)
offsitePreferences?: ({

} | null)
version?: ({
versionTag?: string
} | null)
servingStatuses?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCampaignsListParams".
 */
export interface LinkedinAdsCampaignsListParams {
/**
 * Finder name: search.
 */
q: "search"
/**
 * Numeric id of the ad account (the number in urn:li:sponsoredAccount:<id>).
 */
account_id: number
/**
 * Records per page, 1 to 1000 (LinkedIn default 100); keep it the same while paging.
 */
pageSize?: number
/**
 * Filters, e.g. {status: {values: [ACTIVE]}, campaignGroup: {values: [urn:li:sponsoredCampaignGroup:1]}}.
 */
search?: {
id?: {
/**
 * @minItems 1
 */
values: string[]
}
name?: {
/**
 * @minItems 1
 */
values: string[]
}
campaignGroup?: {
/**
 * @minItems 1
 */
values: string[]
}
type?: {
/**
 * @minItems 1
 */
values: ("TEXT_AD" | "SPONSORED_UPDATES" | "SPONSORED_INMAILS" | "DYNAMIC")[]
}
status?: {
/**
 * @minItems 1
 */
values: ("ACTIVE" | "PAUSED" | "ARCHIVED" | "COMPLETED" | "CANCELED" | "DRAFT" | "PENDING_DELETION" | "REMOVED")[]
}
test?: boolean
}
/**
 * Omit on the first call; pass metadata.nextPageToken of the previous response to read the next page.
 */
pageToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCampaignsGetParams".
 */
export interface LinkedinAdsCampaignsGetParams {
/**
 * Numeric id of the ad account (the number in urn:li:sponsoredAccount:<id>).
 */
account_id: number
/**
 * Numeric campaign id.
 */
id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCreativesRecord".
 */
export interface LinkedinAdsCreativesRecord {
/**
 * Creative URN, urn:li:sponsoredCreative:<id>.
 */
id?: (string | null)
name?: (string | null)
account?: (string | null)
campaign?: (string | null)
intendedStatus?: (string | null)
isServing?: (boolean | null)
isTest?: (boolean | null)
createdAt?: (number | null)
createdBy?: (string | null)
lastModifiedAt?: (number | null)
lastModifiedBy?: (string | null)
content?: ({

} | null)
review?: ({

} | null)
servingHoldReasons?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCreativesListParams".
 */
export interface LinkedinAdsCreativesListParams {
/**
 * Numeric id of the ad account (the number in urn:li:sponsoredAccount:<id>).
 */
account_id: number
/**
 * Records per page, 1 to 100 (default 100).
 */
pageSize?: number
/**
 * Only creatives of these campaigns (urn:li:sponsoredCampaign:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
campaigns?: string[]
/**
 * Only these creatives (urn:li:sponsoredCreative:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
creatives?: string[]
/**
 * Only creatives in these intended statuses.
 * 
 * @minItems 1
 */
intendedStatuses?: ("ACTIVE" | "PAUSED" | "DRAFT" | "ARCHIVED" | "CANCELED" | "PENDING_DELETION" | "REMOVED")[]
/**
 * Only creatives of test (true) or real (false) accounts.
 */
isTestAccount?: boolean
/**
 * Order by creative id.
 */
sortOrder?: ("ASCENDING" | "DESCENDING")
/**
 * Omit on the first call; pass metadata.nextPageToken of the previous response to read the next page.
 */
pageToken?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsCreativesGetParams".
 */
export interface LinkedinAdsCreativesGetParams {
/**
 * Numeric id of the ad account (the number in urn:li:sponsoredAccount:<id>).
 */
account_id: number
/**
 * Creative URN, urn:li:sponsoredCreative:<id>.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsConversionsRecord".
 */
export interface LinkedinAdsConversionsRecord {
id?: (number | null)
name?: (string | null)
account?: (string | null)
type?: (string | null)
attributionType?: (string | null)
conversionMethod?: (string | null)
enabled?: (boolean | null)
created?: (number | null)
lastModified?: (number | null)
postClickAttributionWindowSize?: (number | null)
viewThroughAttributionWindowSize?: (number | null)
campaigns?: (unknown[] | null)
associatedCampaigns?: (unknown[] | null)
imagePixelTag?: (string | null)
value?: ({
amount?: string
currencyCode?: string
} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsConversionsListParams".
 */
export interface LinkedinAdsConversionsListParams {
/**
 * Ad account URN, urn:li:sponsoredAccount:<id>.
 */
account: string
/**
 * Records per page (at most 500).
 */
count?: number
/**
 * Index of the first item to return (default 0).
 */
start?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsConversionsGetParams".
 */
export interface LinkedinAdsConversionsGetParams {
/**
 * Numeric conversion id.
 */
id: number
/**
 * Ad account URN the conversion belongs to.
 */
account: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAdCampaignAnalyticsRecord".
 */
export interface LinkedinAdsAdCampaignAnalyticsRecord {
dateRange?: {
start?: {
year?: number
month?: number
day?: number
}
end?: {
year?: number
month?: number
day?: number
}
}
pivotValues?: string[]
impressions?: (number | null)
clicks?: (number | null)
/**
 * A decimal amount as text.
 */
costInLocalCurrency?: (string | null)
/**
 * A decimal amount as text.
 */
costInUsd?: (string | null)
landingPageClicks?: (number | null)
totalEngagements?: (number | null)
likes?: (number | null)
comments?: (number | null)
shares?: (number | null)
follows?: (number | null)
reactions?: (number | null)
companyPageClicks?: (number | null)
externalWebsiteConversions?: (number | null)
externalWebsitePostClickConversions?: (number | null)
externalWebsitePostViewConversions?: (number | null)
/**
 * A decimal amount as text.
 */
conversionValueInLocalCurrency?: (string | null)
oneClickLeads?: (number | null)
oneClickLeadFormOpens?: (number | null)
videoStarts?: (number | null)
videoViews?: (number | null)
videoCompletions?: (number | null)
approximateMemberReach?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAdCampaignAnalyticsListParams".
 */
export interface LinkedinAdsAdCampaignAnalyticsListParams {
/**
 * Rows per day, month or year, or one row over the whole range (ALL).
 */
timeGranularity?: ("ALL" | "DAILY" | "MONTHLY" | "YEARLY")
/**
 * Inclusive date range, e.g. {start: {year: 2024, month: 1, day: 1}, end: {year: 2024, month: 1, day: 31}}; without end, up to today.
 */
dateRange: {
start: {
year: number
month: number
day: number
}
end?: {
year: number
month: number
day: number
}
}
/**
 * The metrics to answer (LinkedIn answers only impressions and clicks without a projection); at most 20.
 * 
 * @minItems 1
 * @maxItems 20
 */
fields?: ("dateRange" | "pivotValues" | "impressions" | "clicks" | "costInLocalCurrency" | "costInUsd" | "landingPageClicks" | "totalEngagements" | "likes" | "comments" | "shares" | "follows" | "reactions" | "companyPageClicks" | "externalWebsiteConversions" | "externalWebsitePostClickConversions" | "externalWebsitePostViewConversions" | "conversionValueInLocalCurrency" | "oneClickLeads" | "oneClickLeadFormOpens" | "videoStarts" | "videoViews" | "videoCompletions" | "approximateMemberReach")[]
/**
 * Ad account URNs (urn:li:sponsoredAccount:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
accounts?: string[]
/**
 * Campaign URNs (urn:li:sponsoredCampaign:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
campaigns?: string[]
/**
 * Campaign group URNs (urn:li:sponsoredCampaignGroup:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
campaignGroups?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAdCreativeAnalyticsRecord".
 */
export interface LinkedinAdsAdCreativeAnalyticsRecord {
dateRange?: {
start?: {
year?: number
month?: number
day?: number
}
end?: {
year?: number
month?: number
day?: number
}
}
pivotValues?: string[]
impressions?: (number | null)
clicks?: (number | null)
/**
 * A decimal amount as text.
 */
costInLocalCurrency?: (string | null)
/**
 * A decimal amount as text.
 */
costInUsd?: (string | null)
landingPageClicks?: (number | null)
totalEngagements?: (number | null)
likes?: (number | null)
comments?: (number | null)
shares?: (number | null)
follows?: (number | null)
reactions?: (number | null)
companyPageClicks?: (number | null)
externalWebsiteConversions?: (number | null)
externalWebsitePostClickConversions?: (number | null)
externalWebsitePostViewConversions?: (number | null)
/**
 * A decimal amount as text.
 */
conversionValueInLocalCurrency?: (string | null)
oneClickLeads?: (number | null)
oneClickLeadFormOpens?: (number | null)
videoStarts?: (number | null)
videoViews?: (number | null)
videoCompletions?: (number | null)
approximateMemberReach?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "LinkedinAdsAdCreativeAnalyticsListParams".
 */
export interface LinkedinAdsAdCreativeAnalyticsListParams {
/**
 * Rows per day, month or year, or one row over the whole range (ALL).
 */
timeGranularity?: ("ALL" | "DAILY" | "MONTHLY" | "YEARLY")
/**
 * Inclusive date range, e.g. {start: {year: 2024, month: 1, day: 1}, end: {year: 2024, month: 1, day: 31}}; without end, up to today.
 */
dateRange: {
start: {
year: number
month: number
day: number
}
end?: {
year: number
month: number
day: number
}
}
/**
 * The metrics to answer (LinkedIn answers only impressions and clicks without a projection); at most 20.
 * 
 * @minItems 1
 * @maxItems 20
 */
fields?: ("dateRange" | "pivotValues" | "impressions" | "clicks" | "costInLocalCurrency" | "costInUsd" | "landingPageClicks" | "totalEngagements" | "likes" | "comments" | "shares" | "follows" | "reactions" | "companyPageClicks" | "externalWebsiteConversions" | "externalWebsitePostClickConversions" | "externalWebsitePostViewConversions" | "conversionValueInLocalCurrency" | "oneClickLeads" | "oneClickLeadFormOpens" | "videoStarts" | "videoViews" | "videoCompletions" | "approximateMemberReach")[]
/**
 * Ad account URNs (urn:li:sponsoredAccount:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
accounts?: string[]
/**
 * Campaign URNs (urn:li:sponsoredCampaign:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
campaigns?: string[]
/**
 * Campaign group URNs (urn:li:sponsoredCampaignGroup:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
campaignGroups?: string[]
/**
 * Creative URNs (urn:li:sponsoredCreative:<id>).
 * 
 * @minItems 1
 * @maxItems 100
 */
creatives?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayUsersRecord".
 */
export interface MondayUsersRecord {
id: string
name?: (string | null)
email?: (string | null)
birthday?: (string | null)
country_code?: (string | null)
/**
 * ISO 8601 date-time.
 */
created_at?: (string | null)
/**
 * When the user became active (became_active_at).
 */
join_date?: (string | null)
location?: (string | null)
mobile_phone?: (string | null)
phone?: (string | null)
photo_original?: (string | null)
photo_small?: (string | null)
photo_thumb?: (string | null)
photo_thumb_small?: (string | null)
photo_tiny?: (string | null)
time_zone_identifier?: (string | null)
title?: (string | null)
url?: (string | null)
enabled?: (boolean | null)
is_admin?: (boolean | null)
is_guest?: (boolean | null)
is_pending?: (boolean | null)
is_view_only?: (boolean | null)
is_verified?: (boolean | null)
/**
 * Hours from UTC; fractional for some time zones.
 */
utc_hours_diff?: (number | null)
/**
 * monday's user kind (admin, member, guest, view_only, ...).
 */
kind?: (string | null)
status?: ("ACTIVE" | "INACTIVE" | "PENDING" | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayUsersListParams".
 */
export interface MondayUsersListParams {
/**
 * Users per page, 1 to 1000 (default 200).
 */
limit?: number
/**
 * Fuzzy match on the user's name.
 */
name?: string
/**
 * Only users with these emails.
 * 
 * @minItems 1
 */
emails?: string[]
/**
 * Filter by kind: {in: [...]} and/or {not_in: [...]}.
 */
user_kind?: {
/**
 * @minItems 1
 */
in?: ("ADMIN" | "MEMBER" | "GUEST" | "VIEW_ONLY" | "AGENT_MEMBER" | "PERSONAL_AGENT_MEMBER" | "AGENT_SIGNUP_USER" | "EXTERNAL_AGENT_MEMBER" | "EXTERNAL_AGENT_DETACHED_MEMBER" | "SERVICE_USER" | "VIBE_USER" | "PORTAL" | "BASIC")[]
/**
 * @minItems 1
 */
not_in?: ("ADMIN" | "MEMBER" | "GUEST" | "VIEW_ONLY" | "AGENT_MEMBER" | "PERSONAL_AGENT_MEMBER" | "AGENT_SIGNUP_USER" | "EXTERNAL_AGENT_MEMBER" | "EXTERNAL_AGENT_DETACHED_MEMBER" | "SERVICE_USER" | "VIBE_USER" | "PORTAL" | "BASIC")[]
}
/**
 * Activation statuses to list (monday's default ACTIVE and PENDING).
 * 
 * @minItems 1
 */
status?: ("ACTIVE" | "INACTIVE" | "PENDING")[]
/**
 * Order, e.g. [{field: CREATED_AT, direction: DESC}] for the newest first.
 * 
 * @minItems 1
 */
sort?: {
field: "CREATED_AT"
direction: ("ASC" | "DESC")
}[]
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayUsersGetParams".
 */
export interface MondayUsersGetParams {
/**
 * monday id (digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayBoardsRecord".
 */
export interface MondayBoardsRecord {
id: string
name?: (string | null)
board_kind?: ("public" | "private" | "share" | null)
/**
 * board, sub_items_board, document or custom_object.
 */
type?: (string | null)
description?: (string | null)
/**
 * Who may edit: everyone, collaborators, assignee or owners.
 */
permissions?: (string | null)
state?: ("active" | "archived" | "deleted" | null)
/**
 * ISO 8601 date-time.
 */
updated_at?: (string | null)
/**
 * updated_at in Unix seconds.
 */
updated_at_int?: (number | null)
/**
 * Board communication settings (JSON).
 */
communication?: ({

} | string | null)
/**
 * {id, title, type} per column.
 */
columns?: (unknown[] | null)
/**
 * {id, title} per group.
 */
groups?: (unknown[] | null)
/**
 * {id} per owner.
 */
owners?: (unknown[] | null)
/**
 * {id} per subscriber.
 */
subscribers?: (unknown[] | null)
/**
 * {id, name} per tag.
 */
tags?: (unknown[] | null)
/**
 * {id, name, type} per view.
 */
views?: (unknown[] | null)
/**
 * {id} of the board's latest 25 updates.
 */
updates?: (unknown[] | null)
/**
 * {id}.
 */
creator?: ({

} | null)
/**
 * {id}.
 */
top_group?: ({

} | null)
/**
 * {id, name}; null for the main workspace of older accounts.
 */
workspace?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayBoardsListParams".
 */
export interface MondayBoardsListParams {
/**
 * Boards per page (monday's default 25); large pages cost complexity.
 */
limit?: number
/**
 * Board state to list (default active).
 */
state?: ("active" | "archived" | "deleted" | "all")
/**
 * Only boards of this kind.
 */
board_kind?: ("public" | "private" | "share")
/**
 * Order: newest created or most recently used first.
 */
order_by?: ("created_at" | "used_at")
/**
 * Only boards of these workspaces.
 * 
 * @minItems 1
 * 
 * Items: monday id (digits).
 */
workspace_ids?: string[]
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayBoardsGetParams".
 */
export interface MondayBoardsGetParams {
/**
 * monday id (digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayItemsRecord".
 */
export interface MondayItemsRecord {
id: string
name?: (string | null)
created_at?: (string | null)
creator_id?: (string | null)
state?: ("active" | "archived" | "deleted" | null)
updated_at?: (string | null)
/**
 * {id, name}.
 */
board?: ({

} | null)
/**
 * {id, title}.
 */
group?: ({

} | null)
/**
 * {id} of the parent, for subitems.
 */
parent_item?: ({

} | null)
/**
 * {id, type, text, value} per column; value is monday's JSON string.
 */
column_values?: (unknown[] | null)
/**
 * {id} per subscriber.
 */
subscribers?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayItemsListParams".
 */
export interface MondayItemsListParams {
/**
 * monday id (digits).
 */
board_id: string
/**
 * Items per page, 1 to 500 (monday's default 25).
 */
limit?: number
/**
 * monday's ItemsQuery: rules and operator to filter, order_by to sort, ids to restrict.
 */
query_params?: {
/**
 * @minItems 1
 * 
 * Items: monday id (digits).
 */
ids?: string[]
/**
 * How rules combine (default and).
 */
operator?: ("and" | "or")
/**
 * @minItems 1
 */
rules?: {
column_id: string
/**
 * Value(s) to compare with, e.g. [1] for a status index or ["2024-05-01"].
 */
compare_value: {
[k: string]: unknown | undefined
}
compare_attribute?: string
operator?: ("any_of" | "not_any_of" | "is_empty" | "is_not_empty" | "greater_than" | "greater_than_or_equals" | "lower_than" | "lower_than_or_equal" | "between" | "not_contains_text" | "contains_text" | "contains_terms" | "starts_with" | "ends_with" | "within_the_next" | "within_the_last")
}[]
/**
 * Nested rule groups ({rules, operator}).
 * 
 * @minItems 1
 */
groups?: {
/**
 * @minItems 1
 */
rules?: {
column_id: string
/**
 * Value(s) to compare with, e.g. [1] for a status index or ["2024-05-01"].
 */
compare_value: {
[k: string]: unknown | undefined
}
compare_attribute?: string
operator?: ("any_of" | "not_any_of" | "is_empty" | "is_not_empty" | "greater_than" | "greater_than_or_equals" | "lower_than" | "lower_than_or_equal" | "between" | "not_contains_text" | "contains_text" | "contains_terms" | "starts_with" | "ends_with" | "within_the_next" | "within_the_last")
}[]
/**
 * How rules combine (default and).
 */
operator?: ("and" | "or")
}[]
/**
 * @minItems 1
 */
order_by?: {
column_id: string
direction?: ("asc" | "desc")
}[]
}
/**
 * Omit on the first call; pass the cursor of the previous page (query_params are then not sent).
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayItemsGetParams".
 */
export interface MondayItemsGetParams {
/**
 * monday id (digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayTeamsRecord".
 */
export interface MondayTeamsRecord {
id: string
name?: (string | null)
picture_url?: (string | null)
/**
 * Whether this is a guest team.
 */
is_guest?: (boolean | null)
created_at?: (string | null)
/**
 * {id} per team owner.
 */
owners?: (unknown[] | null)
/**
 * {id} per member.
 */
users?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayTeamsListParams".
 */
export interface MondayTeamsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayTeamsGetParams".
 */
export interface MondayTeamsGetParams {
/**
 * monday id (digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayUpdatesRecord".
 */
export interface MondayUpdatesRecord {
id: string
/**
 * HTML body.
 */
body?: (string | null)
/**
 * Plain-text body.
 */
text_body?: (string | null)
creator_id?: (string | null)
item_id?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
edited_at?: (string | null)
/**
 * {id, name}.
 */
creator?: ({

} | null)
/**
 * {id, body, text_body, creator_id, created_at, updated_at} per reply.
 */
replies?: (unknown[] | null)
/**
 * {id, name, file_extension, file_size} per attached file.
 */
assets?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayUpdatesListParams".
 */
export interface MondayUpdatesListParams {
/**
 * Updates per page, 1 to 100 (default 25).
 */
limit?: number
/**
 * Created on or after (inclusive), ISO 8601: YYYY-MM-DD or YYYY-MM-DDTHH:mm.
 */
from_date?: string
/**
 * Created on or before (inclusive), ISO 8601: YYYY-MM-DD or YYYY-MM-DDTHH:mm.
 */
to_date?: string
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayUpdatesGetParams".
 */
export interface MondayUpdatesGetParams {
/**
 * monday id (digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayWorkspacesRecord".
 */
export interface MondayWorkspacesRecord {
id: string
name?: (string | null)
kind?: ("open" | "closed" | "template" | null)
description?: (string | null)
state?: ("active" | "archived" | "deleted" | null)
created_at?: (string | null)
is_default_workspace?: (boolean | null)
/**
 * {id, kind} of the product the workspace belongs to.
 */
account_product?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayWorkspacesListParams".
 */
export interface MondayWorkspacesListParams {
/**
 * Workspaces per page (monday's default 25).
 */
limit?: number
kind?: ("open" | "closed" | "template")
/**
 * Workspace state to list (default active).
 */
state?: ("active" | "archived" | "deleted" | "all")
/**
 * member: only workspaces the user belongs to (default all).
 */
membership_kind?: ("all" | "member")
order_by?: "created_at"
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayWorkspacesGetParams".
 */
export interface MondayWorkspacesGetParams {
/**
 * monday id (digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayTagsRecord".
 */
export interface MondayTagsRecord {
id: string
name?: (string | null)
/**
 * Hex colour.
 */
color?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayTagsListParams".
 */
export interface MondayTagsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayActivityLogsRecord".
 */
export interface MondayActivityLogsRecord {
id: string
/**
 * The board the event belongs to.
 */
board_id?: string
event?: (string | null)
/**
 * Event details as a JSON string.
 */
data?: (string | null)
/**
 * pulse (item) or board.
 */
entity?: (string | null)
account_id?: (string | null)
user_id?: (string | null)
created_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "MondayActivityLogsListParams".
 */
export interface MondayActivityLogsListParams {
/**
 * Boards to read, 1 to 25 (monday returns at most 25 boards per query).
 * 
 * @minItems 1
 * @maxItems 25
 * 
 * Items: monday id (digits).
 */
board_ids: string[]
/**
 * Events per board and page (monday's default 25).
 */
limit?: number
/**
 * Events at or after this time (ISO 8601).
 */
from?: string
/**
 * Events at or before this time (ISO 8601).
 */
to?: string
/**
 * Only events by these users.
 * 
 * @minItems 1
 * 
 * Items: monday id (digits).
 */
user_ids?: string[]
/**
 * Only events on these columns.
 * 
 * @minItems 1
 */
column_ids?: string[]
/**
 * Only events in these groups.
 * 
 * @minItems 1
 */
group_ids?: string[]
/**
 * Only events of these items.
 * 
 * @minItems 1
 * 
 * Items: monday id (digits).
 */
item_ids?: string[]
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionUsersRecord".
 */
export interface NotionUsersRecord {
id: string
/**
 * Always user.
 */
object?: (string | null)
/**
 * person or bot.
 */
type?: (string | null)
name?: (string | null)
avatar_url?: (string | null)
/**
 * For people: {email} (with the user information with email capability).
 */
person?: ({

} | null)
/**
 * For bots: {owner, workspace_name, ...}.
 */
bot?: ({

} | null)
/**
 * Notion's request id (get only).
 */
request_id?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionUsersListParams".
 */
export interface NotionUsersListParams {
/**
 * Page size, 1 to 100 (Notion's default 100).
 */
page_size?: number
/**
 * Omit on the first call; pass next_cursor of the previous response to read the next page.
 */
start_cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionUsersGetParams".
 */
export interface NotionUsersGetParams {
/**
 * Notion id, a UUID with or without dashes.
 */
user_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionPagesRecord".
 */
export interface NotionPagesRecord {
id: string
/**
 * Always page.
 */
object?: (string | null)
created_time?: (string | null)
last_edited_time?: (string | null)
url?: (string | null)
/**
 * Set when the page is published to the web.
 */
public_url?: (string | null)
/**
 * Notion's request id (get only).
 */
request_id?: (string | null)
/**
 * Partial user {object, id}.
 */
created_by?: ({

} | null)
/**
 * Partial user {object, id}.
 */
last_edited_by?: ({

} | null)
cover?: ({

} | null)
icon?: ({

} | null)
/**
 * Property name to property value ({id, type, <type>}).
 */
properties?: ({

} | null)
/**
 * Where the page lives: {type: page_id|data_source_id|workspace|block_id, ...}.
 */
parent?: {
[k: string]: unknown | undefined
}
archived?: (boolean | null)
in_trash?: (boolean | null)
is_archived?: (boolean | null)
is_locked?: (boolean | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionPagesListParams".
 */
export interface NotionPagesListParams {
/**
 * Text matched against titles; omit to list everything shared.
 */
query?: string
/**
 * Order by last edited time (default descending).
 */
sort?: {
direction: ("ascending" | "descending")
/**
 * The only timestamp Notion sorts by.
 */
timestamp?: "last_edited_time"
}
/**
 * Optional; this action always restricts the search to pages, so only {property: object, value: page} is accepted.
 */
filter?: {
property: "object"
value: "page"
}
/**
 * Page size, 1 to 100 (Notion's default 100).
 */
page_size?: number
/**
 * Omit on the first call; pass next_cursor of the previous response to read the next page.
 */
start_cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionPagesGetParams".
 */
export interface NotionPagesGetParams {
/**
 * Notion id, a UUID with or without dashes.
 */
page_id: string
/**
 * Only these page property ids (sent as repeated filter_properties).
 * 
 * @minItems 1
 */
filter_properties?: (string[] | string)
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionDataSourcesRecord".
 */
export interface NotionDataSourcesRecord {
id: string
/**
 * Always data_source.
 */
object?: string
created_time?: string
last_edited_time?: string
url?: string
/**
 * Set when published to the web.
 */
public_url?: (string | null)
/**
 * Notion's request id (get only).
 */
request_id?: string
/**
 * Rich-text items.
 */
title?: {
/**
 * text, mention or equation.
 */
type?: string
/**
 * {content, link}.
 */
text?: {

}
/**
 * {bold, italic, strikethrough, underline, code, color}.
 */
annotations?: {

}
plain_text?: string
href?: (string | null)
}[]
/**
 * Rich-text items.
 */
description?: {
/**
 * text, mention or equation.
 */
type?: string
/**
 * {content, link}.
 */
text?: {

}
/**
 * {bold, italic, strikethrough, underline, code, color}.
 */
annotations?: {

}
plain_text?: string
href?: (string | null)
}[]
icon?: ({

} | null)
cover?: ({

} | null)
/**
 * Property name to schema ({id, name, type, <type>}).
 */
properties?: ({

} | null)
/**
 * The database: {type: database_id, database_id}.
 */
parent?: {
[k: string]: unknown | undefined
}
/**
 * Where the database lives: {type: page_id|workspace|block_id, ...}.
 */
database_parent?: {
[k: string]: unknown | undefined
}
archived?: (boolean | null)
in_trash?: (boolean | null)
is_archived?: (boolean | null)
is_inline?: (boolean | null)
is_locked?: (boolean | null)
created_by?: ({

} | null)
last_edited_by?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionDataSourcesListParams".
 */
export interface NotionDataSourcesListParams {
/**
 * Text matched against titles; omit to list everything shared.
 */
query?: string
/**
 * Order by last edited time (default descending).
 */
sort?: {
direction: ("ascending" | "descending")
/**
 * The only timestamp Notion sorts by.
 */
timestamp?: "last_edited_time"
}
/**
 * Optional; this action always restricts the search to data sources, so only {property: object, value: data_source} is accepted.
 */
filter?: {
property: "object"
value: "data_source"
}
/**
 * Page size, 1 to 100 (Notion's default 100).
 */
page_size?: number
/**
 * Omit on the first call; pass next_cursor of the previous response to read the next page.
 */
start_cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionDataSourcesGetParams".
 */
export interface NotionDataSourcesGetParams {
/**
 * Notion id, a UUID with or without dashes.
 */
data_source_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionBlocksRecord".
 */
export interface NotionBlocksRecord {
id: string
/**
 * Always block.
 */
object?: (string | null)
/**
 * Block type (paragraph, heading_1, bulleted_list_item, to_do, image, child_page, ...); the record has a key of that name with the block's content ({rich_text, color, ...}).
 */
type?: (string | null)
/**
 * Where the block lives: {type: page_id|block_id|data_source_id|database_id, ...}.
 */
parent?: {
[k: string]: unknown | undefined
}
created_time?: (string | null)
last_edited_time?: (string | null)
/**
 * Partial user {object, id}.
 */
created_by?: ({

} | null)
/**
 * Partial user {object, id}.
 */
last_edited_by?: ({

} | null)
/**
 * Whether the block has nested blocks (read them with list and this block's id).
 */
has_children?: (boolean | null)
archived?: (boolean | null)
in_trash?: (boolean | null)
/**
 * Notion's request id (get only).
 */
request_id?: (string | null)
/**
 * Context store only: the page whose top-level content the block is (set by the sync).
 */
page_id?: (string | null)
/**
 * Context store only: the block's text (its rich_text, or a child page's title) as plain text.
 */
plain_text?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionBlocksListParams".
 */
export interface NotionBlocksListParams {
/**
 * Id of the page or block whose children to list (a UUID, with or without dashes).
 */
block_id: string
/**
 * Page size, 1 to 100 (Notion's default 100).
 */
page_size?: number
/**
 * Omit on the first call; pass next_cursor of the previous response to read the next page.
 */
start_cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionBlocksGetParams".
 */
export interface NotionBlocksGetParams {
/**
 * Id of the block (a page id answers the page as a child_page block).
 */
block_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionCommentsRecord".
 */
export interface NotionCommentsRecord {
id: string
/**
 * Always comment.
 */
object?: (string | null)
/**
 * {type: page_id, page_id} for a comment on a page, {type: block_id, block_id} for an inline one.
 */
parent?: {
[k: string]: unknown | undefined
}
/**
 * The discussion thread.
 */
discussion_id?: (string | null)
created_time?: (string | null)
last_edited_time?: (string | null)
/**
 * Partial user {object, id}.
 */
created_by?: ({

} | null)
/**
 * Rich-text items.
 */
rich_text?: {
/**
 * text, mention or equation.
 */
type?: string
/**
 * {content, link}.
 */
text?: {

}
/**
 * {bold, italic, strikethrough, underline, code, color}.
 */
annotations?: {

}
plain_text?: string
href?: (string | null)
}[]
/**
 * Files attached to the comment: {category, file: {url, expiry_time}}.
 */
attachments?: (unknown[] | null)
/**
 * How the author is shown: {type: user|integration|custom, resolved_name}.
 */
display_name?: ({

} | null)
/**
 * Context store only: the page whose comments were read (set by the sync).
 */
page_id?: (string | null)
/**
 * Context store only: the comment's text as plain text.
 */
plain_text?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "NotionCommentsListParams".
 */
export interface NotionCommentsListParams {
/**
 * Id of the page or block whose comments to read.
 */
block_id: string
/**
 * Page size, 1 to 100 (Notion's default 100).
 */
page_size?: number
/**
 * Omit on the first call; pass next_cursor of the previous response to read the next page.
 */
start_cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbCustomersRecord".
 */
export interface OrbCustomersRecord {
id: string
/**
 * Your system's id for the customer.
 */
external_customer_id?: (string | null)
name?: (string | null)
email?: (string | null)
additional_emails?: (string[] | null)
created_at?: (string | null)
/**
 * quickbooks, bill.com, stripe_charge, stripe_invoice, netsuite or null.
 */
payment_provider?: (string | null)
payment_provider_id?: (string | null)
portal_url?: (string | null)
/**
 * IANA time zone.
 */
timezone?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
balance?: (string | null)
currency?: (string | null)
/**
 * {line1, line2, city, state, postal_code, country}.
 */
shipping_address?: ({

} | null)
/**
 * {line1, line2, city, state, postal_code, country}.
 */
billing_address?: ({

} | null)
/**
 * {country, type, value}.
 */
tax_id?: ({

} | null)
metadata?: ({
[k: string]: string | undefined
} | null)
auto_collection?: (boolean | null)
auto_issuance?: (boolean | null)
email_delivery?: (boolean | null)
exempt_from_automated_tax?: (boolean | null)
/**
 * {parent_customer_id, child_customer_ids}.
 */
hierarchy?: ({

} | null)
accounting_sync_configuration?: ({

} | null)
reporting_configuration?: ({

} | null)
automatic_tax_enabled?: (boolean | null)
default_payment_method?: ({

} | null)
payment_configuration?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbCustomersListParams".
 */
export interface OrbCustomersListParams {
/**
 * Creation time bounds (ISO 8601), sent as created_at[gt], created_at[gte], created_at[lt], created_at[lte].
 */
created_at?: {
/**
 * Created after.
 */
gt?: string
/**
 * Created at or after.
 */
gte?: string
/**
 * Created before.
 */
lt?: string
/**
 * Created at or before.
 */
lte?: string
}
/**
 * Page size, 1 to 100 (Orb's default 20).
 */
limit?: number
/**
 * Omit on the first call; pass connector_metadata.next_cursor of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbCustomersGetParams".
 */
export interface OrbCustomersGetParams {
/**
 * Orb's customer id (not the external_customer_id).
 */
customer_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbSubscriptionsRecord".
 */
export interface OrbSubscriptionsRecord {
id: string
name?: (string | null)
created_at?: (string | null)
start_date?: (string | null)
end_date?: (string | null)
status?: ("active" | "ended" | "upcoming" | null)
current_billing_period_start_date?: (string | null)
current_billing_period_end_date?: (string | null)
default_invoice_memo?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
invoicing_threshold?: (string | null)
/**
 * The subscribed customer (a full customer object).
 */
customer?: ({

} | null)
/**
 * The plan (a full plan object).
 */
plan?: ({

} | null)
redeemed_coupon?: ({

} | null)
metadata?: ({
[k: string]: string | undefined
} | null)
active_plan_phase_order?: (number | null)
net_terms?: (number | null)
billing_cycle_day?: (number | null)
billing_cycle_anchor_configuration?: ({

} | null)
fixed_fee_quantity_schedule?: (unknown[] | null)
price_intervals?: (unknown[] | null)
adjustment_intervals?: (unknown[] | null)
discount_intervals?: (unknown[] | null)
maximum_intervals?: (unknown[] | null)
minimum_intervals?: (unknown[] | null)
pending_subscription_change?: ({

} | null)
/**
 * {end_date}.
 */
trial_info?: ({

} | null)
auto_collection?: (boolean | null)
auto_issuance?: (boolean | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbSubscriptionsListParams".
 */
export interface OrbSubscriptionsListParams {
/**
 * Orb customer id, or a list of them.
 * 
 * @minItems 1
 * @maxItems 100
 */
customer_id?: (string | string[])
/**
 * External customer id, or a list of them.
 * 
 * @minItems 1
 * @maxItems 100
 */
external_customer_id?: (string | string[])
status?: ("active" | "ended" | "upcoming")
/**
 * Creation time bounds (ISO 8601), sent as created_at[gt], created_at[gte], created_at[lt], created_at[lte].
 */
created_at?: {
/**
 * Created after.
 */
gt?: string
/**
 * Created at or after.
 */
gte?: string
/**
 * Created before.
 */
lt?: string
/**
 * Created at or before.
 */
lte?: string
}
/**
 * Only subscriptions to this plan.
 */
plan_id?: string
/**
 * Only subscriptions to the plan with this external id.
 */
external_plan_id?: string
/**
 * Page size, 1 to 100 (Orb's default 20).
 */
limit?: number
/**
 * Omit on the first call; pass connector_metadata.next_cursor of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbSubscriptionsGetParams".
 */
export interface OrbSubscriptionsGetParams {
subscription_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbPlansRecord".
 */
export interface OrbPlansRecord {
id: string
created_at?: (string | null)
name?: (string | null)
description?: (string | null)
status?: ("active" | "archived" | "draft" | null)
default_invoice_memo?: (string | null)
currency?: (string | null)
invoicing_currency?: (string | null)
external_plan_id?: (string | null)
net_terms?: (number | null)
version?: (number | null)
prices?: (unknown[] | null)
plan_phases?: (unknown[] | null)
adjustments?: (unknown[] | null)
/**
 * {id, name, created_at}.
 */
product?: ({

} | null)
minimum?: ({

} | null)
maximum?: ({

} | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
minimum_amount?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
maximum_amount?: (string | null)
discount?: ({

} | null)
/**
 * {trial_period, trial_period_unit}.
 */
trial_config?: ({

} | null)
base_plan?: ({

} | null)
base_plan_id?: (string | null)
metadata?: ({
[k: string]: string | undefined
} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbPlansListParams".
 */
export interface OrbPlansListParams {
status?: ("active" | "archived" | "draft")
/**
 * Creation time bounds (ISO 8601), sent as created_at[gt], created_at[gte], created_at[lt], created_at[lte].
 */
created_at?: {
/**
 * Created after.
 */
gt?: string
/**
 * Created at or after.
 */
gte?: string
/**
 * Created before.
 */
lt?: string
/**
 * Created at or before.
 */
lte?: string
}
/**
 * Page size, 1 to 100 (Orb's default 20).
 */
limit?: number
/**
 * Omit on the first call; pass connector_metadata.next_cursor of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbPlansGetParams".
 */
export interface OrbPlansGetParams {
/**
 * Orb's plan id (not the external_plan_id).
 */
plan_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbInvoicesRecord".
 */
export interface OrbInvoicesRecord {
id: string
/**
 * Number shown on the invoice (e.g. INV-0042).
 */
invoice_number?: (string | null)
status?: ("draft" | "issued" | "paid" | "synced" | "void" | null)
invoice_source?: ("subscription" | "partial" | "one_off" | null)
currency?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
amount_due?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
subtotal?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
total?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
minimum_amount?: (string | null)
/**
 * Decimal amount as a string (e.g. "12.50").
 */
maximum_amount?: (string | null)
/**
 * {id, external_customer_id}.
 */
customer?: ({

} | null)
/**
 * {id}; null for one-off invoices.
 */
subscription?: ({

} | null)
/**
 * The scheduled date of the invoice.
 */
invoice_date?: (string | null)
/**
 * When payment is due; null until the invoice is finalised.
 */
due_date?: (string | null)
created_at?: (string | null)
issued_at?: (string | null)
paid_at?: (string | null)
voided_at?: (string | null)
scheduled_issue_at?: (string | null)
eligible_to_issue_at?: (string | null)
issue_failed_at?: (string | null)
payment_started_at?: (string | null)
payment_failed_at?: (string | null)
sync_failed_at?: (string | null)
will_auto_issue?: (boolean | null)
memo?: (string | null)
hosted_invoice_url?: (string | null)
invoice_pdf?: (string | null)
metadata?: ({
[k: string]: string | undefined
} | null)
/**
 * Per price: {id, name, amount, subtotal, quantity, start_date, end_date, price, adjustments, ...}.
 */
line_items?: (unknown[] | null)
/**
 * {enabled, next_attempt_at, num_attempts, previously_attempted_at}.
 */
auto_collection?: ({

} | null)
billing_address?: ({

} | null)
shipping_address?: ({

} | null)
/**
 * {country, type, value}.
 */
customer_tax_id?: ({

} | null)
credit_notes?: (unknown[] | null)
customer_balance_transactions?: (unknown[] | null)
payment_attempts?: (unknown[] | null)
discounts?: (unknown[] | null)
minimum?: ({

} | null)
maximum?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbInvoicesListParams".
 */
export interface OrbInvoicesListParams {
/**
 * Only invoices of this Orb customer id.
 */
customer_id?: string
/**
 * Only invoices of the customer with this external id.
 */
external_customer_id?: string
/**
 * Only invoices of this subscription.
 */
subscription_id?: string
/**
 * Only invoices in these statuses (default issued, paid, synced); sent as status[]=....
 * 
 * @minItems 1
 */
status?: ("draft" | "issued" | "paid" | "synced" | "void")[]
/**
 * Invoice date bounds (ISO 8601), sent as invoice_date[gt], invoice_date[gte], invoice_date[lt], invoice_date[lte].
 */
invoice_date?: {
gt?: string
gte?: string
lt?: string
lte?: string
}
/**
 * A due day (YYYY-MM-DD, sent as due_date), or bounds {gt, lt} (sent as due_date[gt], due_date[lt]).
 */
due_date?: (string | {
gt?: string
lt?: string
})
/**
 * Invoices due within this past span: days (7d) or months (2m).
 */
due_date_window?: string
/**
 * Which date the date filters apply to.
 */
date_type?: ("due_date" | "invoice_date")
/**
 * An exact total (decimal string, sent as amount), or bounds {gt, lt} (sent as amount[gt], amount[lt]).
 */
amount?: (string | {
gt?: string
lt?: string
})
/**
 * true: only invoices of recurring billing; false: only one-off ones.
 */
is_recurring?: boolean
/**
 * Page size, 1 to 100 (Orb's default 20).
 */
limit?: number
/**
 * Omit on the first call; pass connector_metadata.next_cursor of the previous response.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "OrbInvoicesGetParams".
 */
export interface OrbInvoicesGetParams {
/**
 * Orb's invoice id.
 */
invoice_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionBalancesRecord".
 */
export interface PaypalTransactionBalancesRecord {
balances?: {
currency?: string
primary?: boolean
total_balance?: {
currency_code?: string
value?: string
}
available_balance?: {
currency_code?: string
value?: string
}
withheld_balance?: {
currency_code?: string
value?: string
}
}[]
account_id?: string
as_of_time?: string
last_refresh_time?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionBalancesListParams".
 */
export interface PaypalTransactionBalancesListParams {
/**
 * Balances at this time (ISO 8601 with seconds, e.g. 2026-10-31T23:59:59Z); default the last refreshed balance. At most three years back.
 */
as_of_time?: string
/**
 * Three-letter ISO 4217 currency code, e.g. USD.
 */
currency_code?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionTransactionsRecord".
 */
export interface PaypalTransactionTransactionsRecord {
transaction_id?: (string | null)
transaction_initiation_date?: (string | null)
transaction_updated_date?: (string | null)
transaction_info?: ({
paypal_account_id?: string
transaction_id?: string
paypal_reference_id?: string
paypal_reference_id_type?: ("ODR" | "TXN" | "SUB" | "PAP")
transaction_event_code?: string
transaction_initiation_date?: string
transaction_updated_date?: string
transaction_amount?: {
currency_code?: string
value?: string
}
fee_amount?: {
currency_code?: string
value?: string
}
insurance_amount?: {
currency_code?: string
value?: string
}
shipping_amount?: {
currency_code?: string
value?: string
}
shipping_discount_amount?: {
currency_code?: string
value?: string
}
transaction_status?: ("D" | "P" | "S" | "V")
transaction_subject?: string
transaction_note?: string
invoice_id?: string
custom_field?: string
protection_eligibility?: string
} | null)
payer_info?: ({
account_id?: string
email_address?: string
address_status?: string
payer_status?: string
payer_name?: {
given_name?: string
surname?: string
alternate_full_name?: string
}
country_code?: string
} | null)
shipping_info?: ({
name?: string
address?: {
line1?: string
line2?: string
city?: string
country_code?: string
postal_code?: string
}
} | null)
cart_info?: ({
item_details?: {
item_code?: string
item_name?: string
item_description?: string
item_quantity?: string
item_unit_price?: {
currency_code?: string
value?: string
}
item_amount?: {
currency_code?: string
value?: string
}
total_item_amount?: {
currency_code?: string
value?: string
}
tax_amounts?: {
tax_amount?: {
currency_code?: string
value?: string
}
}[]
invoice_number?: string
}[]
tax_inclusive?: boolean
paypal_invoice_id?: string
} | null)
auction_info?: ({
auction_site?: string
auction_item_site?: string
auction_buyer_id?: string
auction_closing_date?: string
} | null)
incentive_info?: ({
incentive_details?: {
incentive_type?: string
incentive_code?: string
incentive_amount?: {
currency_code?: string
value?: string
}
incentive_program_code?: string
}[]
} | null)
store_info?: ({
store_id?: string
terminal_id?: string
} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionTransactionsListParams".
 */
export interface PaypalTransactionTransactionsListParams {
/**
 * Start of the range (ISO 8601 with seconds, e.g. 2026-10-01T00:00:00Z).
 */
start_date: string
/**
 * End of the range (ISO 8601 with seconds); at most 31 days after start_date.
 */
end_date: string
/**
 * PayPal transaction id (17 characters; an order id has 19).
 */
transaction_id?: string
/**
 * Transaction event code, e.g. T0006 (PayPal checkout payment).
 */
transaction_type?: string
/**
 * D denied, P pending, S successful, V reversed.
 */
transaction_status?: ("D" | "P" | "S" | "V")
/**
 * Gross amount range in the smallest unit, e.g. [500 TO 1005] for 5.00 to 10.05.
 */
transaction_amount?: string
/**
 * Three-letter ISO 4217 currency code, e.g. USD.
 */
transaction_currency?: string
payment_instrument_type?: ("CREDITCARD" | "DEBITCARD")
store_id?: string
terminal_id?: string
/**
 * Comma-separated groups (transaction_info, payer_info, shipping_info, auction_info, cart_info, incentive_info, store_info), or all.
 */
fields?: string
/**
 * Y: only balance-affecting transactions (PayPal's default); N: all.
 */
balance_affecting_records_only?: ("Y" | "N")
/**
 * Transactions per page, 1 to 500 (PayPal's default 100).
 */
page_size?: number
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionListPaymentsRecord".
 */
export interface PaypalTransactionListPaymentsRecord {
id: string
intent?: ("sale" | "authorize" | "order")
state?: ("created" | "approved" | "failed")
cart?: string
payer?: {

}
transactions?: unknown[]
failed_transactions?: unknown[]
failure_reason?: string
note_to_payer?: string
experience_profile_id?: string
create_time?: string
update_time?: string
links?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionListPaymentsListParams".
 */
export interface PaypalTransactionListPaymentsListParams {
/**
 * Payments per page, 1 to 20 (PayPal's default 10).
 */
count?: number
/**
 * Start index of the payments to list (instead of start_id).
 */
start_index?: number
/**
 * Payments created at or after this time (ISO 8601, e.g. 2026-10-01T00:00:00Z).
 */
start_time?: string
/**
 * Payments created before this time.
 */
end_time?: string
sort_by?: ("create_time" | "update_time")
sort_order?: ("asc" | "desc")
/**
 * Omit on the first call; pass next_id of the previous response to read the next page.
 */
start_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionListDisputesRecord".
 */
export interface PaypalTransactionListDisputesRecord {
dispute_id: string
create_time?: string
update_time?: string
disputed_transactions?: unknown[]
reason?: string
status?: string
dispute_state?: string
dispute_amount?: {
currency_code?: string
value?: string
}
dispute_life_cycle_stage?: string
dispute_channel?: string
outcome?: string
links?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionListDisputesListParams".
 */
export interface PaypalTransactionListDisputesListParams {
/**
 * Disputes created at or after this time, within the last 180 days (e.g. 2026-10-01T00:00:00.000Z).
 */
start_time?: string
/**
 * Only disputes of this transaction.
 */
disputed_transaction_id?: string
/**
 * Disputes updated after this time (within the last 180 days).
 */
update_time_after?: string
/**
 * Disputes updated before this time (within the last 180 days).
 */
update_time_before?: string
/**
 * Disputes in any of these states.
 * 
 * @minItems 1
 */
dispute_state?: ("REQUIRED_ACTION" | "REQUIRED_OTHER_PARTY_ACTION" | "UNDER_PAYPAL_REVIEW" | "RESOLVED" | "OPEN_INQUIRIES" | "APPEALABLE")[]
/**
 * Disputes per page, 1 to 50 (PayPal's default 10).
 */
page_size?: number
/**
 * Token of a later page, from the next link of a previous response.
 */
next_page_token?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionListProductsRecord".
 */
export interface PaypalTransactionListProductsRecord {
id: string
name?: string
description?: string
create_time?: string
links?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionListProductsListParams".
 */
export interface PaypalTransactionListProductsListParams {
/**
 * Products per page, 1 to 20 (PayPal's default 10).
 */
page_size?: number
/**
 * Page number, from 1.
 */
page?: number
/**
 * Also return total_items and total_pages.
 */
total_required?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionShowProductDetailsRecord".
 */
export interface PaypalTransactionShowProductDetailsRecord {
id: string
name?: string
description?: string
create_time?: string
links?: unknown[]
type?: ("PHYSICAL" | "DIGITAL" | "SERVICE")
category?: string
image_url?: string
home_url?: string
update_time?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionShowProductDetailsGetParams".
 */
export interface PaypalTransactionShowProductDetailsGetParams {
/**
 * Product id, e.g. PROD-5FD60555F23244316.
 */
product_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionSearchInvoicesRecord".
 */
export interface PaypalTransactionSearchInvoicesRecord {
id: string
parent_id?: string
status?: ("DRAFT" | "SENT" | "SCHEDULED" | "PAID" | "MARKED_AS_PAID" | "CANCELLED" | "REFUNDED" | "PARTIALLY_PAID" | "PARTIALLY_REFUNDED" | "MARKED_AS_REFUNDED" | "UNPAID" | "PAYMENT_PENDING")
detail?: {

}
invoicer?: {

}
primary_recipients?: unknown[]
additional_recipients?: unknown[]
items?: unknown[]
configuration?: {

}
amount?: {

}
due_amount?: {
currency_code?: string
value?: string
}
gratuity?: {
currency_code?: string
value?: string
}
payments?: {

}
refunds?: {

}
links?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "PaypalTransactionSearchInvoicesListParams".
 */
export interface PaypalTransactionSearchInvoicesListParams {
/**
 * Page number, from 1.
 */
page?: number
/**
 * Invoices per page, 1 to 100 (PayPal's default 20).
 */
page_size?: number
/**
 * Also return total_items and total_pages.
 */
total_required?: boolean
/**
 * Email of the recipient (partial match).
 */
recipient_email?: string
recipient_first_name?: string
recipient_last_name?: string
recipient_business_name?: string
invoice_number?: string
/**
 * Invoices in any of these states (at most 5).
 * 
 * @minItems 1
 * @maxItems 5
 */
status?: ("DRAFT" | "SENT" | "SCHEDULED" | "PAID" | "MARKED_AS_PAID" | "CANCELLED" | "REFUNDED" | "PARTIALLY_PAID" | "PARTIALLY_REFUNDED" | "MARKED_AS_REFUNDED" | "UNPAID" | "PAYMENT_PENDING")[]
reference?: string
/**
 * Three-letter ISO 4217 currency code, e.g. USD.
 */
currency_code?: string
memo?: string
total_amount_range?: {
lower_amount: {
currency_code: string
value: string
}
upper_amount: {
currency_code: string
value: string
}
}
/**
 * Dates as YYYY-MM-DD.
 */
invoice_date_range?: {
start: string
end: string
}
/**
 * Dates as YYYY-MM-DD.
 */
due_date_range?: {
start: string
end: string
}
/**
 * Times as ISO 8601 with seconds.
 */
payment_date_range?: {
/**
 * ISO 8601 date and time with seconds and a zone: Z, +hh:mm, or +hhmm as PayPal's own examples write it, e.g. 2026-10-31T23:59:59Z or 2014-07-12T11:00:00-0700.
 */
start: string
/**
 * ISO 8601 date and time with seconds and a zone: Z, +hh:mm, or +hhmm as PayPal's own examples write it, e.g. 2026-10-31T23:59:59Z or 2014-07-12T11:00:00-0700.
 */
end: string
}
/**
 * Times as ISO 8601 with seconds.
 */
creation_date_range?: {
/**
 * ISO 8601 date and time with seconds and a zone: Z, +hh:mm, or +hhmm as PayPal's own examples write it, e.g. 2026-10-31T23:59:59Z or 2014-07-12T11:00:00-0700.
 */
start: string
/**
 * ISO 8601 date and time with seconds and a zone: Z, +hh:mm, or +hhmm as PayPal's own examples write it, e.g. 2026-10-31T23:59:59Z or 2014-07-12T11:00:00-0700.
 */
end: string
}
/**
 * true: only archived invoices; false: only unarchived.
 */
archived?: boolean
/**
 * Fields to return in each invoice.
 */
fields?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceSobjectsRecord".
 */
export interface SalesforceSobjectsRecord {
name: string
label?: (string | null)
custom?: (boolean | null)
queryable?: (boolean | null)
searchable?: (boolean | null)
replicateable?: (boolean | null)
keyPrefix?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceSobjectsListParams".
 */
export interface SalesforceSobjectsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAccountsRecord".
 */
export interface SalesforceAccountsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
Name?: (string | null)
Type?: (string | null)
ParentId?: (string | null)
Industry?: (string | null)
AnnualRevenue?: (number | null)
NumberOfEmployees?: (number | null)
Phone?: (string | null)
Website?: (string | null)
BillingCity?: (string | null)
BillingState?: (string | null)
BillingCountry?: (string | null)
Description?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAccountsListParams".
 */
export interface SalesforceAccountsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAccountsGetParams".
 */
export interface SalesforceAccountsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAccountsApiSearchParams".
 */
export interface SalesforceAccountsApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContactsRecord".
 */
export interface SalesforceContactsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
AccountId?: (string | null)
FirstName?: (string | null)
LastName?: (string | null)
Name?: (string | null)
Title?: (string | null)
Email?: (string | null)
Phone?: (string | null)
MobilePhone?: (string | null)
Department?: (string | null)
LeadSource?: (string | null)
MailingCity?: (string | null)
MailingCountry?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContactsListParams".
 */
export interface SalesforceContactsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContactsGetParams".
 */
export interface SalesforceContactsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContactsApiSearchParams".
 */
export interface SalesforceContactsApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceLeadsRecord".
 */
export interface SalesforceLeadsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
FirstName?: (string | null)
LastName?: (string | null)
Name?: (string | null)
Company?: (string | null)
Title?: (string | null)
Email?: (string | null)
Phone?: (string | null)
Status?: (string | null)
LeadSource?: (string | null)
Industry?: (string | null)
Rating?: (string | null)
IsConverted?: (boolean | null)
ConvertedDate?: (string | null)
ConvertedAccountId?: (string | null)
ConvertedContactId?: (string | null)
ConvertedOpportunityId?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceLeadsListParams".
 */
export interface SalesforceLeadsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceLeadsGetParams".
 */
export interface SalesforceLeadsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceLeadsApiSearchParams".
 */
export interface SalesforceLeadsApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunitiesRecord".
 */
export interface SalesforceOpportunitiesRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
AccountId?: (string | null)
Name?: (string | null)
StageName?: (string | null)
Amount?: (number | null)
Probability?: (number | null)
CloseDate?: (string | null)
Type?: (string | null)
LeadSource?: (string | null)
IsClosed?: (boolean | null)
IsWon?: (boolean | null)
ForecastCategory?: (string | null)
ForecastCategoryName?: (string | null)
NextStep?: (string | null)
Description?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunitiesListParams".
 */
export interface SalesforceOpportunitiesListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunitiesGetParams".
 */
export interface SalesforceOpportunitiesGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunitiesApiSearchParams".
 */
export interface SalesforceOpportunitiesApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceTasksRecord".
 */
export interface SalesforceTasksRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
WhoId?: (string | null)
WhatId?: (string | null)
AccountId?: (string | null)
Subject?: (string | null)
ActivityDate?: (string | null)
Status?: (string | null)
Priority?: (string | null)
IsClosed?: (boolean | null)
Description?: (string | null)
TaskSubtype?: (string | null)
CallType?: (string | null)
CallDurationInSeconds?: (number | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceTasksListParams".
 */
export interface SalesforceTasksListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceTasksGetParams".
 */
export interface SalesforceTasksGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceTasksApiSearchParams".
 */
export interface SalesforceTasksApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceEventsRecord".
 */
export interface SalesforceEventsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
WhoId?: (string | null)
WhatId?: (string | null)
AccountId?: (string | null)
Subject?: (string | null)
Location?: (string | null)
StartDateTime?: (string | null)
EndDateTime?: (string | null)
ActivityDate?: (string | null)
IsAllDayEvent?: (boolean | null)
DurationInMinutes?: (number | null)
Description?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceEventsListParams".
 */
export interface SalesforceEventsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceEventsGetParams".
 */
export interface SalesforceEventsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceEventsApiSearchParams".
 */
export interface SalesforceEventsApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCampaignsRecord".
 */
export interface SalesforceCampaignsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
Name?: (string | null)
Type?: (string | null)
Status?: (string | null)
StartDate?: (string | null)
EndDate?: (string | null)
IsActive?: (boolean | null)
ParentId?: (string | null)
BudgetedCost?: (number | null)
ActualCost?: (number | null)
NumberOfLeads?: (number | null)
NumberOfContacts?: (number | null)
Description?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCampaignsListParams".
 */
export interface SalesforceCampaignsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCampaignsGetParams".
 */
export interface SalesforceCampaignsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCampaignsApiSearchParams".
 */
export interface SalesforceCampaignsApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCasesRecord".
 */
export interface SalesforceCasesRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
CaseNumber?: (string | null)
AccountId?: (string | null)
ContactId?: (string | null)
Subject?: (string | null)
Status?: (string | null)
Priority?: (string | null)
Origin?: (string | null)
Type?: (string | null)
Reason?: (string | null)
IsClosed?: (boolean | null)
ClosedDate?: (string | null)
Description?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCasesListParams".
 */
export interface SalesforceCasesListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCasesGetParams".
 */
export interface SalesforceCasesGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceCasesApiSearchParams".
 */
export interface SalesforceCasesApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * Which fields to search (SOSL IN ... FIELDS), default ALL.
 */
fields_in?: ("ALL" | "NAME" | "EMAIL" | "PHONE")
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceNotesRecord".
 */
export interface SalesforceNotesRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
ParentId?: (string | null)
Title?: (string | null)
Body?: (string | null)
IsPrivate?: (boolean | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceNotesListParams".
 */
export interface SalesforceNotesListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceNotesGetParams".
 */
export interface SalesforceNotesGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceNotesApiSearchParams".
 */
export interface SalesforceNotesApiSearchParams {
/**
 * Text to look for (2 to 100 characters, no control characters).
 */
q: string
/**
 * The most records answered (1 to 200, default 25).
 */
limit?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceUsersRecord".
 */
export interface SalesforceUsersRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
Username?: (string | null)
Name?: (string | null)
FirstName?: (string | null)
LastName?: (string | null)
Email?: (string | null)
Title?: (string | null)
Department?: (string | null)
IsActive?: (boolean | null)
UserType?: (string | null)
ProfileId?: (string | null)
UserRoleId?: (string | null)
ManagerId?: (string | null)
TimeZoneSidKey?: (string | null)
LanguageLocaleKey?: (string | null)
LastLoginDate?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceUsersListParams".
 */
export interface SalesforceUsersListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceUsersGetParams".
 */
export interface SalesforceUsersGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunityStagesRecord".
 */
export interface SalesforceOpportunityStagesRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
MasterLabel?: (string | null)
ApiName?: (string | null)
IsActive?: (boolean | null)
SortOrder?: (number | null)
IsClosed?: (boolean | null)
IsWon?: (boolean | null)
ForecastCategory?: (string | null)
ForecastCategoryName?: (string | null)
DefaultProbability?: (number | null)
Description?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
CreatedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
LastModifiedById?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunityStagesListParams".
 */
export interface SalesforceOpportunityStagesListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceOpportunityStagesGetParams".
 */
export interface SalesforceOpportunityStagesGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContentVersionsRecord".
 */
export interface SalesforceContentVersionsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
ContentDocumentId?: (string | null)
Title?: (string | null)
Description?: (string | null)
PathOnClient?: (string | null)
FileExtension?: (string | null)
FileType?: (string | null)
ContentSize?: (number | null)
VersionNumber?: (string | null)
IsLatest?: (boolean | null)
/**
 * REST path of the file's bytes (the download action streams it).
 */
VersionData?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
ContentModifiedDate?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContentVersionsListParams".
 */
export interface SalesforceContentVersionsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContentVersionsGetParams".
 */
export interface SalesforceContentVersionsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceContentVersionsDownloadParams".
 */
export interface SalesforceContentVersionsDownloadParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAttachmentsRecord".
 */
export interface SalesforceAttachmentsRecord {
/**
 * The record's type and REST URL: {type, url}.
 */
attributes?: ({
type?: string
url?: string
} | null)
/**
 * Record id (18 characters).
 */
Id: string
IsDeleted?: (boolean | null)
ParentId?: (string | null)
Name?: (string | null)
ContentType?: (string | null)
BodyLength?: (number | null)
/**
 * REST path of the file's bytes (the download action streams it).
 */
Body?: (string | null)
IsPrivate?: (boolean | null)
Description?: (string | null)
OwnerId?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
CreatedDate?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
LastModifiedDate?: (string | null)
/**
 * Instant as Salesforce writes it, e.g. 2026-01-02T03:04:05.000+0000.
 */
SystemModstamp?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAttachmentsListParams".
 */
export interface SalesforceAttachmentsListParams {
/**
 * query (live records) or queryAll (also deleted records still in the Recycle Bin, IsDeleted true, and archived activities).
 */
resource: ("query" | "queryAll")
/**
 * Only records whose SystemModstamp is after this instant (to the second), oldest first.
 */
since?: string
/**
 * The most records in all (SOQL LIMIT); pages hold up to 2,000.
 */
limit?: number
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAttachmentsGetParams".
 */
export interface SalesforceAttachmentsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceAttachmentsDownloadParams".
 */
export interface SalesforceAttachmentsDownloadParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceReportsRecord".
 */
export interface SalesforceReportsRecord {
id?: string
name?: string
url?: string
describeUrl?: string
instancesUrl?: string
/**
 * {reportId, reportName, type, describeUrl, instancesUrl} (get).
 */
attributes?: ({

} | null)
/**
 * The report's definition (get).
 */
reportMetadata?: ({

} | null)
reportExtendedMetadata?: ({

} | null)
/**
 * Summary and detail rows by grouping key, e.g. T!T (get).
 */
factMap?: ({

} | null)
groupingsDown?: ({

} | null)
groupingsAcross?: ({

} | null)
hasDetailRows?: (boolean | null)
/**
 * False when the detail rows stopped at the 2,000-row cap.
 */
allData?: (boolean | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceReportsListParams".
 */
export interface SalesforceReportsListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceReportsGetParams".
 */
export interface SalesforceReportsGetParams {
/**
 * Salesforce record id (15 or 18 letters and digits).
 */
id: string
/**
 * Also answer detail rows (default true); false answers summaries only.
 */
includeDetails?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceQueryRecord".
 */
export interface SalesforceQueryRecord {
Id?: string
attributes?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SalesforceQueryListParams".
 */
export interface SalesforceQueryListParams {
/**
 * A SOQL SELECT ending in LIMIT n (n 1 to 2000), e.g. SELECT Id, Name FROM Account LIMIT 50.
 */
q: string
/**
 * Page size hint, batchSize=N with N 200 to 2000 (Sforce-Query-Options header; Salesforce may answer fewer).
 */
batch_size?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryProjectsRecord".
 */
export interface SentryProjectsRecord {
id: string
slug?: string
name?: string
platform?: (string | null)
dateCreated?: (string | null)
isBookmarked?: boolean
isMember?: boolean
hasAccess?: boolean
/**
 * active, or pending/in-progress deletion.
 */
status?: string
features?: string[]
firstEvent?: (string | null)
team?: ({

} | null)
teams?: {

}[]
organization?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryProjectsListParams".
 */
export interface SentryProjectsListParams {
/**
 * Page size, 1 to 100.
 */
per_page?: number
/**
 * Cursor from the Link header of the previous page (e.g. 0:100:0).
 */
cursor?: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryProjectsGetParams".
 */
export interface SentryProjectsGetParams {
/**
 * Project slug or numeric id.
 */
project: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryProjectDetailRecord".
 */
export interface SentryProjectDetailRecord {
id: string
slug?: string
name?: string
platform?: (string | null)
status?: string
dateCreated?: (string | null)
options?: {

}
plugins?: unknown[]
team?: ({

} | null)
teams?: unknown[]
organization?: {

}
digestsMinDelay?: number
digestsMaxDelay?: number
resolveAge?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryProjectDetailGetParams".
 */
export interface SentryProjectDetailGetParams {
/**
 * Project slug or numeric id.
 */
project: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryIssuesRecord".
 */
export interface SentryIssuesRecord {
id: string
shortId?: string
title?: string
culprit?: (string | null)
permalink?: string
level?: string
/**
 * resolved, unresolved or ignored.
 */
status?: string
substatus?: (string | null)
platform?: (string | null)
type?: string
issueType?: string
issueCategory?: string
project?: {

}
count?: string
userCount?: number
firstSeen?: (string | null)
lastSeen?: (string | null)
assignedTo?: ({

} | null)
metadata?: {

}
isUnhandled?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryIssuesListParams".
 */
export interface SentryIssuesListParams {
/**
 * Project ids or slugs (-1 or none: all projects the caller can access).
 */
project?: (number | string)[]
/**
 * Environment names.
 */
environment?: string[]
/**
 * Sentry search query (Sentry default is:unresolved; "" for all).
 */
query?: string
/**
 * Relative period such as 24h or 14d (overrides start/end).
 */
statsPeriod?: string
/**
 * Start of the period (ISO 8601; with end).
 */
start?: string
/**
 * End of the period (ISO 8601; with start).
 */
end?: string
/**
 * Sort order (default date: last seen).
 */
sort?: ("date" | "freq" | "inbox" | "new" | "recommended" | "trends" | "user")
/**
 * Page size, 1 to 100 (default 100).
 */
limit?: number
/**
 * Cursor from the Link header of the previous page (e.g. 0:100:0).
 */
cursor?: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryIssuesGetParams".
 */
export interface SentryIssuesGetParams {
/**
 * Numeric issue id.
 */
issue_id: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryEventsRecord".
 */
export interface SentryEventsRecord {
id: string
eventID?: string
groupID?: (string | null)
title?: string
message?: (string | null)
platform?: (string | null)
location?: (string | null)
culprit?: (string | null)
dateCreated?: (string | null)
dateReceived?: (string | null)
projectID?: string
tags?: unknown[]
user?: ({

} | null)
entries?: unknown[]
contexts?: {

}
sdk?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryEventsListParams".
 */
export interface SentryEventsListParams {
/**
 * Project slug or numeric id.
 */
project: string
/**
 * Include the full event body (entries) in each record (default false).
 */
full?: boolean
/**
 * Relative period such as 24h or 14d.
 */
statsPeriod?: string
/**
 * Start of the period (ISO 8601; with end).
 */
start?: string
/**
 * End of the period (ISO 8601; with start).
 */
end?: string
/**
 * Cursor from the Link header of the previous page (e.g. 0:100:0).
 */
cursor?: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryEventsGetParams".
 */
export interface SentryEventsGetParams {
/**
 * Project slug or numeric id.
 */
project: string
/**
 * Event id (32 hex characters).
 */
event_id: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryReleasesRecord".
 */
export interface SentryReleasesRecord {
id?: number
version: string
shortVersion?: string
ref?: (string | null)
url?: (string | null)
/**
 * open or archived.
 */
status?: string
dateCreated?: (string | null)
dateReleased?: (string | null)
firstEvent?: (string | null)
lastEvent?: (string | null)
newGroups?: number
commitCount?: number
deployCount?: number
projects?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryReleasesListParams".
 */
export interface SentryReleasesListParams {
/**
 * Project ids or slugs.
 */
project?: (number | string)[]
/**
 * Environment names.
 */
environment?: string[]
/**
 * Version prefix filter.
 */
query?: string
/**
 * Page size, 1 to 100.
 */
per_page?: number
/**
 * Cursor from the Link header of the previous page (e.g. 0:100:0).
 */
cursor?: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SentryReleasesGetParams".
 */
export interface SentryReleasesGetParams {
/**
 * Release version (sent URL-encoded).
 */
version: string
/**
 * Organisation slug or id (default the connection's organization).
 */
organization?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomersRecord".
 */
export interface ShopifyCustomersRecord {
/**
 * GID, e.g. gid://shopify/Customer/123.
 */
id: string
/**
 * The numeric (REST) id.
 */
legacyResourceId?: string
firstName?: (string | null)
lastName?: (string | null)
displayName?: (string | null)
/**
 * {emailAddress, marketingState}.
 */
defaultEmailAddress?: ({

} | null)
/**
 * {phoneNumber, marketingState}.
 */
defaultPhoneNumber?: ({

} | null)
note?: (string | null)
/**
 * DISABLED, INVITED, ENABLED or DECLINED.
 */
state?: (string | null)
tags?: string[]
taxExempt?: (boolean | null)
verifiedEmail?: (boolean | null)
/**
 * UnsignedInt64 as a string.
 */
numberOfOrders?: (string | null)
/**
 * {amount, currencyCode}.
 */
amountSpent?: ({

} | null)
locale?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
/**
 * MailingAddress: address1, address2, city, province, provinceCode, country, countryCodeV2, zip, phone, company, firstName, lastName.
 */
defaultAddress?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomersListParams".
 */
export interface ShopifyCustomersListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("CREATED_AT" | "ID" | "LOCATION" | "NAME" | "RELEVANCE" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomersGetParams".
 */
export interface ShopifyCustomersGetParams {
/**
 * Customer GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyOrdersRecord".
 */
export interface ShopifyOrdersRecord {
/**
 * GID, e.g. gid://shopify/Order/123.
 */
id: string
legacyResourceId?: string
/**
 * Order name, e.g. #1001.
 */
name?: string
email?: (string | null)
phone?: (string | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
processedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
closedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
cancelledAt?: (string | null)
cancelReason?: (string | null)
confirmed?: (boolean | null)
test?: (boolean | null)
displayFinancialStatus?: (string | null)
displayFulfillmentStatus?: (string | null)
currencyCode?: (string | null)
presentmentCurrencyCode?: (string | null)
tags?: string[]
note?: (string | null)
sourceName?: (string | null)
discountCodes?: string[]
paymentGatewayNames?: string[]
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalPriceSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
subtotalPriceSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalTaxSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalDiscountsSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalRefundedSet?: ({

} | null)
/**
 * {id}.
 */
customer?: ({

} | null)
/**
 * MailingAddress: address1, address2, city, province, provinceCode, country, countryCodeV2, zip, phone, company, firstName, lastName.
 */
billingAddress?: ({

} | null)
/**
 * MailingAddress: address1, address2, city, province, provinceCode, country, countryCodeV2, zip, phone, company, firstName, lastName.
 */
shippingAddress?: ({

} | null)
/**
 * The first 10 line items: {id, name, sku, quantity, currentQuantity, variant {id}, product {id}, originalUnitPriceSet}.
 */
lineItems?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyOrdersListParams".
 */
export interface ShopifyOrdersListParams {
/**
 * Records per page, 1 to 250 (default 10: larger pages of these records can exceed the 1,000-point query cost cap).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default PROCESSED_AT).
 */
sort_key?: ("CREATED_AT" | "CURRENT_TOTAL_PRICE" | "CUSTOMER_NAME" | "DESTINATION" | "FINANCIAL_STATUS" | "FULFILLMENT_STATUS" | "ID" | "ORDER_NUMBER" | "PO_NUMBER" | "PROCESSED_AT" | "RELEVANCE" | "TOTAL_ITEMS_QUANTITY" | "TOTAL_PRICE" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyOrdersGetParams".
 */
export interface ShopifyOrdersGetParams {
/**
 * Order GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductsRecord".
 */
export interface ShopifyProductsRecord {
/**
 * GID, e.g. gid://shopify/Product/123.
 */
id: string
legacyResourceId?: string
title?: string
handle?: string
descriptionHtml?: (string | null)
vendor?: (string | null)
productType?: (string | null)
status?: ("ACTIVE" | "ARCHIVED" | "DRAFT" | "UNLISTED")
tags?: string[]
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
publishedAt?: (string | null)
templateSuffix?: (string | null)
totalInventory?: (number | null)
tracksInventory?: (boolean | null)
hasOnlyDefaultVariant?: (boolean | null)
/**
 * {id, name, position, values}.
 */
options?: unknown[]
/**
 * {title, description}.
 */
seo?: ({

} | null)
/**
 * {id}.
 */
featuredMedia?: ({

} | null)
/**
 * {minVariantPrice, maxVariantPrice} ({amount, currencyCode}).
 */
priceRangeV2?: ({

} | null)
/**
 * {count}.
 */
variantsCount?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductsListParams".
 */
export interface ShopifyProductsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("CREATED_AT" | "ID" | "INVENTORY_TOTAL" | "PRODUCT_TYPE" | "PUBLISHED_AT" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | "VENDOR")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductsGetParams".
 */
export interface ShopifyProductsGetParams {
/**
 * Product GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductVariantsRecord".
 */
export interface ShopifyProductVariantsRecord {
/**
 * GID, e.g. gid://shopify/ProductVariant/123.
 */
id: string
legacyResourceId?: string
title?: string
displayName?: (string | null)
sku?: (string | null)
barcode?: (string | null)
/**
 * Decimal money in the shop currency.
 */
price?: (string | null)
compareAtPrice?: (string | null)
position?: (number | null)
inventoryPolicy?: ("DENY" | "CONTINUE" | null)
inventoryQuantity?: (number | null)
taxable?: (boolean | null)
availableForSale?: (boolean | null)
createdAt?: string
updatedAt?: string
/**
 * {name, value}.
 */
selectedOptions?: unknown[]
/**
 * {id}.
 */
product?: {

}
/**
 * {id}.
 */
inventoryItem?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductVariantsListParams".
 */
export interface ShopifyProductVariantsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("FULL_TITLE" | "ID" | "INVENTORY_LEVELS_AVAILABLE" | "INVENTORY_MANAGEMENT" | "INVENTORY_POLICY" | "INVENTORY_QUANTITY" | "NAME" | "POPULAR" | "POSITION" | "RELEVANCE" | "SKU" | "TITLE")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductVariantsGetParams".
 */
export interface ShopifyProductVariantsGetParams {
/**
 * ProductVariant GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyLocationsRecord".
 */
export interface ShopifyLocationsRecord {
/**
 * GID, e.g. gid://shopify/Location/123.
 */
id: string
legacyResourceId?: string
name?: string
isActive?: (boolean | null)
fulfillsOnlineOrders?: (boolean | null)
hasActiveInventory?: (boolean | null)
shipsInventory?: (boolean | null)
isFulfillmentService?: (boolean | null)
createdAt?: string
updatedAt?: string
deactivatedAt?: (string | null)
/**
 * address1, address2, city, province, provinceCode, country, countryCode, zip, phone.
 */
address?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyLocationsListParams".
 */
export interface ShopifyLocationsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default NAME).
 */
sort_key?: ("NAME" | "ID" | "RELEVANCE")
/**
 * Also list deactivated locations (Shopify leaves them out by default).
 */
include_inactive?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyLocationsGetParams".
 */
export interface ShopifyLocationsGetParams {
/**
 * Location GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyInventoryItemsRecord".
 */
export interface ShopifyInventoryItemsRecord {
/**
 * GID, e.g. gid://shopify/InventoryItem/123.
 */
id: string
legacyResourceId?: string
sku?: (string | null)
tracked?: (boolean | null)
requiresShipping?: (boolean | null)
countryCodeOfOrigin?: (string | null)
provinceCodeOfOrigin?: (string | null)
harmonizedSystemCode?: (string | null)
/**
 * {amount, currencyCode}.
 */
unitCost?: ({

} | null)
createdAt?: string
updatedAt?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyInventoryItemsListParams".
 */
export interface ShopifyInventoryItemsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyInventoryItemsGetParams".
 */
export interface ShopifyInventoryItemsGetParams {
/**
 * InventoryItem GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyPriceRulesRecord".
 */
export interface ShopifyPriceRulesRecord {
/**
 * DiscountNode GID, e.g. gid://shopify/DiscountNode/123.
 */
id: string
/**
 * DiscountCodeBasic, DiscountCodeBxgy, DiscountCodeFreeShipping, DiscountCodeApp or DiscountAutomatic*.
 */
type?: string
title?: (string | null)
status?: ("ACTIVE" | "EXPIRED" | "SCHEDULED" | null)
/**
 * ISO 8601 date-time.
 */
startsAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
endsAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
asyncUsageCount?: (number | null)
/**
 * ORDER, PRODUCT and/or SHIPPING.
 */
discountClasses?: string[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyPriceRulesListParams".
 */
export interface ShopifyPriceRulesListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("CREATED_AT" | "ENDS_AT" | "ID" | "RELEVANCE" | "STARTS_AT" | "TITLE" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyPriceRulesGetParams".
 */
export interface ShopifyPriceRulesGetParams {
/**
 * DiscountNode GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomCollectionsRecord".
 */
export interface ShopifyCustomCollectionsRecord {
/**
 * GID, e.g. gid://shopify/Collection/123.
 */
id: string
legacyResourceId?: string
title?: string
handle?: string
descriptionHtml?: (string | null)
sortOrder?: (string | null)
templateSuffix?: (string | null)
updatedAt?: string
/**
 * {count}.
 */
productsCount?: ({

} | null)
/**
 * {url, altText, width, height}.
 */
image?: ({

} | null)
/**
 * Smart collections: {appliedDisjunctively, rules [{column, relation, condition}]}; null for custom ones.
 */
ruleSet?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomCollectionsListParams".
 */
export interface ShopifyCustomCollectionsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("ID" | "RELEVANCE" | "TITLE" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomCollectionsGetParams".
 */
export interface ShopifyCustomCollectionsGetParams {
/**
 * Collection GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifySmartCollectionsRecord".
 */
export interface ShopifySmartCollectionsRecord {
/**
 * GID, e.g. gid://shopify/Collection/123.
 */
id: string
legacyResourceId?: string
title?: string
handle?: string
descriptionHtml?: (string | null)
sortOrder?: (string | null)
templateSuffix?: (string | null)
updatedAt?: string
/**
 * {count}.
 */
productsCount?: ({

} | null)
/**
 * {url, altText, width, height}.
 */
image?: ({

} | null)
/**
 * Smart collections: {appliedDisjunctively, rules [{column, relation, condition}]}; null for custom ones.
 */
ruleSet?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifySmartCollectionsListParams".
 */
export interface ShopifySmartCollectionsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("ID" | "RELEVANCE" | "TITLE" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifySmartCollectionsGetParams".
 */
export interface ShopifySmartCollectionsGetParams {
/**
 * Collection GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyDraftOrdersRecord".
 */
export interface ShopifyDraftOrdersRecord {
/**
 * GID, e.g. gid://shopify/DraftOrder/123.
 */
id: string
legacyResourceId?: string
name?: string
email?: (string | null)
phone?: (string | null)
status?: ("OPEN" | "INVOICE_SENT" | "COMPLETED")
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
completedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
invoiceSentAt?: (string | null)
invoiceUrl?: (string | null)
/**
 * The note.
 */
note2?: (string | null)
tags?: string[]
taxExempt?: (boolean | null)
taxesIncluded?: (boolean | null)
currencyCode?: (string | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalPriceSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
subtotalPriceSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalTaxSet?: ({

} | null)
/**
 * {id}.
 */
customer?: ({

} | null)
/**
 * {id} of the order it became.
 */
order?: ({

} | null)
/**
 * The first 10 line items: {id, name, sku, quantity, variant {id}}.
 */
lineItems?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyDraftOrdersListParams".
 */
export interface ShopifyDraftOrdersListParams {
/**
 * Records per page, 1 to 250 (default 20: larger pages of these records can exceed the 1,000-point query cost cap).
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("CUSTOMER_NAME" | "ID" | "NUMBER" | "RELEVANCE" | "STATUS" | "TOTAL_PRICE" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyDraftOrdersGetParams".
 */
export interface ShopifyDraftOrdersGetParams {
/**
 * DraftOrder GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyFulfillmentOrdersRecord".
 */
export interface ShopifyFulfillmentOrdersRecord {
/**
 * GID, e.g. gid://shopify/FulfillmentOrder/123.
 */
id: string
/**
 * OPEN, IN_PROGRESS, CANCELLED, INCOMPLETE, CLOSED, SCHEDULED or ON_HOLD.
 */
status?: string
requestStatus?: (string | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
fulfillAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
fulfillBy?: (string | null)
orderId?: string
orderName?: (string | null)
/**
 * ISO 8601 date-time.
 */
orderProcessedAt?: (string | null)
channelId?: (string | null)
/**
 * {name, countryCode, location {id}}.
 */
assignedLocation?: ({

} | null)
/**
 * {city, province, countryCode, zip}.
 */
destination?: ({

} | null)
/**
 * {methodType}.
 */
deliveryMethod?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyFulfillmentOrdersListParams".
 */
export interface ShopifyFulfillmentOrdersListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("ID" | "UPDATED_AT")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
/**
 * Also list closed fulfillment orders.
 */
include_closed?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyFulfillmentOrdersGetParams".
 */
export interface ShopifyFulfillmentOrdersGetParams {
/**
 * FulfillmentOrder GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyAbandonedCheckoutsRecord".
 */
export interface ShopifyAbandonedCheckoutsRecord {
/**
 * GID, e.g. gid://shopify/AbandonedCheckout/123.
 */
id: string
name?: (string | null)
abandonedCheckoutUrl?: (string | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
completedAt?: (string | null)
note?: (string | null)
taxesIncluded?: (boolean | null)
discountCodes?: string[]
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalPriceSet?: ({

} | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
subtotalPriceSet?: ({

} | null)
/**
 * {id}.
 */
customer?: ({

} | null)
/**
 * MailingAddress: address1, address2, city, province, provinceCode, country, countryCodeV2, zip, phone, company, firstName, lastName.
 */
shippingAddress?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyAbandonedCheckoutsListParams".
 */
export interface ShopifyAbandonedCheckoutsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Order (Shopify's default ID).
 */
sort_key?: ("CHECKOUT_ID" | "CREATED_AT" | "CUSTOMER_NAME" | "ID" | "RELEVANCE" | "TOTAL_PRICE")
/**
 * Only records updated after this instant (updated_at search filter).
 */
updated_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyTenderTransactionsRecord".
 */
export interface ShopifyTenderTransactionsRecord {
/**
 * GID, e.g. gid://shopify/TenderTransaction/123.
 */
id: string
/**
 * ISO 8601 date-time.
 */
processedAt?: (string | null)
paymentMethod?: (string | null)
remoteReference?: (string | null)
test?: boolean
/**
 * {amount, currencyCode}.
 */
amount?: ({

} | null)
/**
 * {id}.
 */
order?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyTenderTransactionsListParams".
 */
export interface ShopifyTenderTransactionsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
/**
 * Reverse the order.
 */
reverse?: boolean
/**
 * Only records processed after this instant (processed_at search filter).
 */
processed_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyShopRecord".
 */
export interface ShopifyShopRecord {
/**
 * GID, e.g. gid://shopify/Shop/123.
 */
id: string
name?: string
email?: (string | null)
contactEmail?: (string | null)
myshopifyDomain?: string
url?: string
currencyCode?: string
enabledPresentmentCurrencies?: string[]
ianaTimezone?: string
timezoneAbbreviation?: string
weightUnit?: string
unitSystem?: string
taxesIncluded?: boolean
taxShipping?: boolean
setupRequired?: boolean
checkoutApiSupported?: boolean
shopOwnerName?: string
createdAt?: string
updatedAt?: string
/**
 * {host, url, sslEnabled}.
 */
primaryDomain?: {

}
/**
 * address1, address2, city, province, provinceCode, country, countryCodeV2, zip, phone, company.
 */
shopAddress?: {

}
/**
 * {publicDisplayName, partnerDevelopment, shopifyPlus}.
 */
plan?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyShopGetParams".
 */
export interface ShopifyShopGetParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomerAddressRecord".
 */
export interface ShopifyCustomerAddressRecord {
/**
 * MailingAddress GID.
 */
id: string
/**
 * GID of the customer.
 */
customer_id?: string
address1?: (string | null)
address2?: (string | null)
city?: (string | null)
province?: (string | null)
provinceCode?: (string | null)
country?: (string | null)
countryCodeV2?: (string | null)
zip?: (string | null)
phone?: (string | null)
company?: (string | null)
firstName?: (string | null)
lastName?: (string | null)
name?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomerAddressListParams".
 */
export interface ShopifyCustomerAddressListParams {
/**
 * Customer GID or numeric id.
 */
customer_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCustomerAddressGetParams".
 */
export interface ShopifyCustomerAddressGetParams {
/**
 * Customer GID or numeric id.
 */
customer_id: string
/**
 * Numeric id of the address (the digits of its MailingAddress GID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductImagesRecord".
 */
export interface ShopifyProductImagesRecord {
/**
 * MediaImage GID.
 */
id: string
/**
 * GID of the product.
 */
product_id?: string
alt?: (string | null)
/**
 * UPLOADED, PROCESSING, READY or FAILED.
 */
status?: (string | null)
mediaContentType?: (string | null)
mimeType?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
/**
 * {id, url, altText, width, height}.
 */
image?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductImagesListParams".
 */
export interface ShopifyProductImagesListParams {
/**
 * Product GID or numeric id.
 */
product_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyProductImagesGetParams".
 */
export interface ShopifyProductImagesGetParams {
/**
 * MediaImage GID or numeric id (not a REST ProductImage id).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyInventoryLevelsRecord".
 */
export interface ShopifyInventoryLevelsRecord {
/**
 * InventoryLevel GID.
 */
id: string
/**
 * GID of the location.
 */
location_id?: string
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
/**
 * {id, sku} of the inventory item.
 */
item?: ({

} | null)
/**
 * {name, quantity} per quantity name.
 */
quantities?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyInventoryLevelsListParams".
 */
export interface ShopifyInventoryLevelsListParams {
/**
 * Location GID or numeric id.
 */
location_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Shopify search syntax (e.g. status:open AND tag:vip); combined with the other filters by AND.
 */
query?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyDiscountCodesRecord".
 */
export interface ShopifyDiscountCodesRecord {
/**
 * DiscountRedeemCode GID (absent in get, which finds the code by its text).
 */
id?: string
/**
 * GID of the discount node.
 */
price_rule_id?: (string | null)
code: string
asyncUsageCount?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyDiscountCodesListParams".
 */
export interface ShopifyDiscountCodesListParams {
/**
 * DiscountNode GID or numeric id.
 */
price_rule_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyDiscountCodesGetParams".
 */
export interface ShopifyDiscountCodesGetParams {
/**
 * The discount code as buyers type it.
 */
code: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCollectsRecord".
 */
export interface ShopifyCollectsRecord {
/**
 * GID of the collection.
 */
collection_id: string
/**
 * GID of the product.
 */
product_id: string
/**
 * ISO 8601 date-time.
 */
product_updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCollectsListParams".
 */
export interface ShopifyCollectsListParams {
/**
 * Collection GID or numeric id.
 */
collection_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCollectsGetParams".
 */
export interface ShopifyCollectsGetParams {
/**
 * Collection GID or numeric id.
 */
collection_id: string
/**
 * Product GID or numeric id.
 */
product_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyFulfillmentsRecord".
 */
export interface ShopifyFulfillmentsRecord {
/**
 * Fulfillment GID.
 */
id: string
/**
 * GID of the order.
 */
order_id?: string
/**
 * {id} of the order (get only; lists carry order_id).
 */
order?: ({

} | null)
legacyResourceId?: string
name?: (string | null)
/**
 * SUCCESS, CANCELLED, ERROR, FAILURE, OPEN or PENDING.
 */
status?: string
displayStatus?: (string | null)
createdAt?: string
updatedAt?: string
/**
 * ISO 8601 date-time.
 */
deliveredAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
inTransitAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
estimatedDeliveryAt?: (string | null)
requiresShipping?: (boolean | null)
totalQuantity?: (number | null)
/**
 * {id}.
 */
location?: ({

} | null)
/**
 * {company, number, url}.
 */
trackingInfo?: unknown[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyFulfillmentsListParams".
 */
export interface ShopifyFulfillmentsListParams {
/**
 * Order GID or numeric id.
 */
order_id: string
/**
 * Fulfillments to answer, 1 to 250.
 */
first?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyFulfillmentsGetParams".
 */
export interface ShopifyFulfillmentsGetParams {
/**
 * Fulfillment GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyOrderRefundsRecord".
 */
export interface ShopifyOrderRefundsRecord {
/**
 * Refund GID.
 */
id: string
/**
 * GID of the order.
 */
order_id?: string
/**
 * {id} of the order (get only; lists carry order_id).
 */
order?: ({

} | null)
legacyResourceId?: string
note?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
processedAt?: (string | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
totalRefundedSet?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyOrderRefundsListParams".
 */
export interface ShopifyOrderRefundsListParams {
/**
 * Order GID or numeric id.
 */
order_id: string
/**
 * Refunds to answer, 1 to 250.
 */
first?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyOrderRefundsGetParams".
 */
export interface ShopifyOrderRefundsGetParams {
/**
 * Refund GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyTransactionsRecord".
 */
export interface ShopifyTransactionsRecord {
/**
 * OrderTransaction GID.
 */
id: string
/**
 * GID of the order.
 */
order_id?: string
/**
 * {id} of the order (get only; lists carry order_id).
 */
order?: ({

} | null)
/**
 * AUTHORIZATION, CAPTURE, SALE, VOID, REFUND, CHANGE, EMV_AUTHORIZATION or SUGGESTED_REFUND.
 */
kind?: string
/**
 * SUCCESS, FAILURE, PENDING, ERROR, AWAITING_RESPONSE or UNKNOWN.
 */
status?: string
gateway?: (string | null)
formattedGateway?: (string | null)
test?: boolean
errorCode?: (string | null)
/**
 * ISO 8601 date-time.
 */
authorizationExpiresAt?: (string | null)
createdAt?: string
/**
 * ISO 8601 date-time.
 */
processedAt?: (string | null)
paymentId?: (string | null)
/**
 * MoneyBag: {shopMoney {amount currencyCode}, presentmentMoney {...}}.
 */
amountSet?: ({

} | null)
/**
 * {id}.
 */
parentTransaction?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyTransactionsListParams".
 */
export interface ShopifyTransactionsListParams {
/**
 * Order GID or numeric id.
 */
order_id: string
/**
 * Transactions to answer, 1 to 250.
 */
first?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyTransactionsGetParams".
 */
export interface ShopifyTransactionsGetParams {
/**
 * OrderTransaction GID or numeric id.
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCountriesRecord".
 */
export interface ShopifyCountriesRecord {
/**
 * ISO 3166-1 alpha-2 code (Shopify's CountryCode).
 */
code: string
/**
 * Named in a shipping zone.
 */
in_shipping_zones?: boolean
/**
 * The store ships there (a rest-of-world zone included).
 */
ships_to?: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCountriesListParams".
 */
export interface ShopifyCountriesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyCountriesGetParams".
 */
export interface ShopifyCountriesGetParams {
/**
 * ISO 3166-1 alpha-2 code, e.g. CA (matched in the answer, not sent).
 */
code: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldShopsRecord".
 */
export interface ShopifyMetafieldShopsRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldShopsListParams".
 */
export interface ShopifyMetafieldShopsListParams {
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldCustomersRecord".
 */
export interface ShopifyMetafieldCustomersRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldCustomersListParams".
 */
export interface ShopifyMetafieldCustomersListParams {
/**
 * Customer GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldProductsRecord".
 */
export interface ShopifyMetafieldProductsRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldProductsListParams".
 */
export interface ShopifyMetafieldProductsListParams {
/**
 * Product GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldOrdersRecord".
 */
export interface ShopifyMetafieldOrdersRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldOrdersListParams".
 */
export interface ShopifyMetafieldOrdersListParams {
/**
 * Order GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldDraftOrdersRecord".
 */
export interface ShopifyMetafieldDraftOrdersRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldDraftOrdersListParams".
 */
export interface ShopifyMetafieldDraftOrdersListParams {
/**
 * DraftOrder GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldLocationsRecord".
 */
export interface ShopifyMetafieldLocationsRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldLocationsListParams".
 */
export interface ShopifyMetafieldLocationsListParams {
/**
 * Location GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldProductVariantsRecord".
 */
export interface ShopifyMetafieldProductVariantsRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldProductVariantsListParams".
 */
export interface ShopifyMetafieldProductVariantsListParams {
/**
 * ProductVariant GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldSmartCollectionsRecord".
 */
export interface ShopifyMetafieldSmartCollectionsRecord {
/**
 * Metafield GID.
 */
id: string
legacyResourceId?: (string | null)
namespace?: string
key?: string
/**
 * Metafield type, e.g. single_line_text_field, json, number_integer.
 */
type?: string
/**
 * The value as a string (JSON text for json and list types).
 */
value?: (string | null)
ownerType?: (string | null)
/**
 * GID of the owner (the parent record).
 */
owner_id?: (string | null)
/**
 * ISO 8601 date-time.
 */
createdAt?: (string | null)
/**
 * ISO 8601 date-time.
 */
updatedAt?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ShopifyMetafieldSmartCollectionsListParams".
 */
export interface ShopifyMetafieldSmartCollectionsListParams {
/**
 * Collection GID or numeric id.
 */
owner_id: string
/**
 * Records per page, 1 to 250 (Shopify's cap); large pages of rich records can exceed the 1,000-point query cost cap.
 */
first?: number
/**
 * Omit on the first call; pass endCursor of the previous page.
 */
after?: string
/**
 * Only metafields of this namespace.
 */
namespace?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackUsersRecord".
 */
export interface SlackUsersRecord {
id: string
team_id?: string
name?: string
real_name?: string
deleted?: boolean
is_bot?: boolean
is_admin?: boolean
is_owner?: boolean
is_restricted?: boolean
is_ultra_restricted?: boolean
is_app_user?: boolean
tz?: string
tz_offset?: number
locale?: string
/**
 * Unix seconds of the last change.
 */
updated?: number
/**
 * display_name, real_name, email (with users:read.email), title, phone, image_*, status_text, status_emoji.
 */
profile?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackUsersListParams".
 */
export interface SlackUsersListParams {
/**
 * Records per page, 1 to 1000 (Slack advises at most 200).
 */
limit?: number
/**
 * Include each user's locale.
 */
include_locale?: boolean
/**
 * Workspace id; needed with an org-level token of Enterprise Grid.
 */
team_id?: string
/**
 * Omit on the first call; pass next_cursor of the previous page.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackUsersGetParams".
 */
export interface SlackUsersGetParams {
/**
 * User id (U... or W...).
 */
user: string
include_locale?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelsRecord".
 */
export interface SlackChannelsRecord {
id: string
name?: string
is_channel?: boolean
is_group?: boolean
is_im?: boolean
is_mpim?: boolean
is_private?: boolean
is_archived?: boolean
is_general?: boolean
is_shared?: boolean
is_ext_shared?: boolean
is_member?: boolean
/**
 * Unix seconds.
 */
created?: number
/**
 * Unix milliseconds of the last change.
 */
updated?: number
creator?: string
num_members?: number
/**
 * {value, creator, last_set}.
 */
topic?: {

}
/**
 * {value, creator, last_set}.
 */
purpose?: {

}
context_team_id?: string
/**
 * The other user of a DM.
 */
user?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelsListParams".
 */
export interface SlackChannelsListParams {
/**
 * Records per page, 1 to 1000 (Slack advises at most 200).
 */
limit?: number
/**
 * Comma-separated; default public_channel.
 */
types?: string
/**
 * Leave archived channels out (default false).
 */
exclude_archived?: boolean
team_id?: string
/**
 * Omit on the first call; pass next_cursor of the previous page.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelsGetParams".
 */
export interface SlackChannelsGetParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
include_locale?: boolean
include_num_members?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelsCreateParams".
 */
export interface SlackChannelsCreateParams {
name: string
is_private?: boolean
team_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelsUpdateParams".
 */
export interface SlackChannelsUpdateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
name: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelMessagesRecord".
 */
export interface SlackChannelMessagesRecord {
/**
 * The conversation id (added by the connector from the request).
 */
channel?: string
ts: string
type?: string
/**
 * Absent for plain messages; e.g. bot_message, channel_join, thread_broadcast.
 */
subtype?: string
user?: string
bot_id?: string
text?: string
/**
 * The parent's ts for a thread reply (and on the parent itself).
 */
thread_ts?: string
parent_user_id?: string
reply_count?: number
reply_users_count?: number
latest_reply?: string
reply_users?: string[]
/**
 * {user, ts} of the last edit.
 */
edited?: {

}
/**
 * {name, count, users} per emoji.
 */
reactions?: unknown[]
files?: unknown[]
attachments?: unknown[]
blocks?: unknown[]
pinned_to?: string[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelMessagesListParams".
 */
export interface SlackChannelMessagesListParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Messages per page, 1 to 999 (Slack's default 100); apps distributed outside the Marketplace are capped at 15.
 */
limit?: number
/**
 * Only messages after this ts.
 */
oldest?: string
/**
 * Only messages before this ts.
 */
latest?: string
/**
 * Include messages at oldest or latest themselves.
 */
inclusive?: boolean
include_all_metadata?: boolean
/**
 * Omit on the first call; pass next_cursor of the previous page.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackThreadsRecord".
 */
export interface SlackThreadsRecord {
/**
 * The conversation id (added by the connector from the request).
 */
channel?: string
ts: string
type?: string
/**
 * Absent for plain messages; e.g. bot_message, channel_join, thread_broadcast.
 */
subtype?: string
user?: string
bot_id?: string
text?: string
/**
 * The parent's ts for a thread reply (and on the parent itself).
 */
thread_ts?: string
parent_user_id?: string
reply_count?: number
reply_users_count?: number
latest_reply?: string
reply_users?: string[]
/**
 * {user, ts} of the last edit.
 */
edited?: {

}
/**
 * {name, count, users} per emoji.
 */
reactions?: unknown[]
files?: unknown[]
attachments?: unknown[]
blocks?: unknown[]
pinned_to?: string[]
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackThreadsListParams".
 */
export interface SlackThreadsListParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * The thread parent's ts.
 */
ts: string
/**
 * Messages per page, 1 to 999 (Slack's default 100); apps distributed outside the Marketplace are capped at 15.
 */
limit?: number
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
oldest?: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
latest?: string
inclusive?: boolean
/**
 * Omit on the first call; pass next_cursor of the previous page.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackMessagesRecord".
 */
export interface SlackMessagesRecord {
channel: string
ts: string
text?: string
/**
 * The message as stored (create and update).
 */
message?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackMessagesCreateParams".
 */
export interface SlackMessagesCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Message text (mrkdwn); text, blocks or both (Slack refuses neither with no_text).
 */
text?: string
/**
 * Block Kit blocks as a JSON array text, e.g. [{"type":"section",...}].
 */
blocks?: string
/**
 * Reply in this message's thread.
 */
thread_ts?: string
/**
 * Also show the reply in the channel.
 */
reply_broadcast?: boolean
unfurl_links?: boolean
unfurl_media?: boolean
mrkdwn?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackMessagesUpdateParams".
 */
export interface SlackMessagesUpdateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
ts: string
/**
 * Message text (mrkdwn); text, blocks or both (Slack refuses neither with no_text).
 */
text?: string
/**
 * Block Kit blocks as a JSON array text, e.g. [{"type":"section",...}].
 */
blocks?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackMessagesDeleteParams".
 */
export interface SlackMessagesDeleteParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
ts: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelTopicsRecord".
 */
export interface SlackChannelTopicsRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelTopicsCreateParams".
 */
export interface SlackChannelTopicsCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * New topic (up to 250 characters; empty clears it).
 */
topic: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelPurposesRecord".
 */
export interface SlackChannelPurposesRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelPurposesCreateParams".
 */
export interface SlackChannelPurposesCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * New purpose (up to 250 characters).
 */
purpose: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelInvitesRecord".
 */
export interface SlackChannelInvitesRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelInvitesCreateParams".
 */
export interface SlackChannelInvitesCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Comma-separated user ids (up to 1000).
 */
users: string
/**
 * Invite the valid users even when some ids are invalid.
 */
force?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelArchivesRecord".
 */
export interface SlackChannelArchivesRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelArchivesCreateParams".
 */
export interface SlackChannelArchivesCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelKicksRecord".
 */
export interface SlackChannelKicksRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackChannelKicksCreateParams".
 */
export interface SlackChannelKicksCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * User id (U... or W...).
 */
user: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackPinsRecord".
 */
export interface SlackPinsRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackPinsCreateParams".
 */
export interface SlackPinsCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * The message's ts.
 */
timestamp: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackBookmarksRecord".
 */
export interface SlackBookmarksRecord {
id: string
channel_id?: string
title?: string
link?: string
emoji?: (string | null)
type?: string
date_created?: number
date_updated?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackBookmarksCreateParams".
 */
export interface SlackBookmarksCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel_id: string
title: string
/**
 * Bookmark type; Slack takes link.
 */
type: "link"
link: string
/**
 * Emoji tag, e.g. :link:.
 */
emoji?: string
entity_id?: string
parent_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackEphemeralMessagesRecord".
 */
export interface SlackEphemeralMessagesRecord {
message_ts: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackEphemeralMessagesCreateParams".
 */
export interface SlackEphemeralMessagesCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * The member who sees it (must be in the conversation).
 */
user: string
/**
 * Message text (mrkdwn); text, blocks or both (Slack refuses neither with no_text).
 */
text?: string
/**
 * Block Kit blocks as a JSON array text, e.g. [{"type":"section",...}].
 */
blocks?: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
thread_ts?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackScheduledMessagesRecord".
 */
export interface SlackScheduledMessagesRecord {
scheduled_message_id: string
channel?: string
post_at?: number
message?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackScheduledMessagesCreateParams".
 */
export interface SlackScheduledMessagesCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Unix seconds.
 */
post_at: number
/**
 * Message text (mrkdwn); text, blocks or both (Slack refuses neither with no_text).
 */
text?: string
/**
 * Block Kit blocks as a JSON array text, e.g. [{"type":"section",...}].
 */
blocks?: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
thread_ts?: string
reply_broadcast?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackReactionsRecord".
 */
export interface SlackReactionsRecord {
ok: boolean
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackReactionsCreateParams".
 */
export interface SlackReactionsCreateParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
timestamp: string
/**
 * Emoji name without colons, e.g. thumbsup.
 */
name: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SlackReactionsDeleteParams".
 */
export interface SlackReactionsDeleteParams {
/**
 * Conversation id (C..., G... or D...).
 */
channel: string
/**
 * Message timestamp (its id within the channel), e.g. 1712345678.123456; a string, never a number.
 */
timestamp: string
name: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingOrganizationsRecord".
 */
export interface SnapchatMarketingOrganizationsRecord {
id: string
name?: string
/**
 * ENTERPRISE or PARTNER.
 */
type?: string
/**
 * Organization state (e.g. ACTIVE).
 */
state?: string
address_line_1?: string
/**
 * State or province.
 */
administrative_district_level_1?: string
locality?: string
postal_code?: string
/**
 * Two-letter country code.
 */
country?: string
contact_name?: string
contact_email?: string
contact_phone?: string
contact_phone_optin?: boolean
accepted_term_version?: string
my_display_name?: string
my_invited_email?: string
my_member_id?: string
verification_request_id?: string
demand_source?: string
createdByCaller?: boolean
is_agency?: boolean
configuration_settings?: {

}
/**
 * The consenting user's roles, e.g. admin, member.
 */
roles?: string[]
/**
 * The organization's ad accounts (list with with_ad_accounts=true only).
 */
ad_accounts?: {

}[]
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingOrganizationsListParams".
 */
export interface SnapchatMarketingOrganizationsListParams {
/**
 * Also answer each organization's ad accounts (in ad_accounts).
 */
with_ad_accounts?: boolean
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingOrganizationsGetParams".
 */
export interface SnapchatMarketingOrganizationsGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdaccountsRecord".
 */
export interface SnapchatMarketingAdaccountsRecord {
id: string
name?: string
/**
 * PARTNER or DIRECT.
 */
type?: string
/**
 * ACTIVE, PAUSED or DISABLED.
 */
status?: string
organization_id?: string
advertiser_organization_id?: string
/**
 * ISO 4217 code; money fields elsewhere are micro-units of it.
 */
currency?: string
/**
 * IANA time zone of the account, e.g. America/Los_Angeles.
 */
timezone?: string
/**
 * IO or REVOLVING.
 */
billing_type?: string
billing_center_id?: string
agency_representing_client?: boolean
client_paying_invoices?: boolean
funding_source_ids?: string[]
regulations?: {

}
advertiser?: string
lifetime_spend_cap_micro?: number
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdaccountsListParams".
 */
export interface SnapchatMarketingAdaccountsListParams {
/**
 * Id of the organization (a UUID).
 */
organization_id: string
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdaccountsGetParams".
 */
export interface SnapchatMarketingAdaccountsGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingCampaignsRecord".
 */
export interface SnapchatMarketingCampaignsRecord {
id: string
name?: string
ad_account_id?: string
/**
 * ACTIVE or PAUSED.
 */
status?: string
/**
 * BRAND_AWARENESS, APP_CONVERSION, APP_INSTALL, CATALOG_SALES, ENGAGEMENT, LEAD_GENERATION, VIDEO_VIEW, WEB_CONVERSION, PROMOTE_STORIES, PROMOTE_PLACES.
 */
objective?: string
objective_v2_properties?: {

}
/**
 * AUCTION or RESERVED.
 */
buy_model?: string
creation_state?: string
start_time?: string
end_time?: string
/**
 * Daily spend cap in micro-units of the account currency.
 */
daily_budget_micro?: number
lifetime_spend_cap_micro?: number
measurement_spec?: {

}
regulations?: {

}
/**
 * Delivery status codes, e.g. VALID, INVALID_NOT_ACTIVE.
 */
delivery_status?: string[]
pacing_properties_version?: number
/**
 * Only with read_deleted_entities.
 */
deleted?: boolean
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingCampaignsListParams".
 */
export interface SnapchatMarketingCampaignsListParams {
/**
 * Id of the ad account (a UUID).
 */
ad_account_id: string
/**
 * Include deleted records (they carry deleted = true).
 */
read_deleted_entities?: boolean
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingCampaignsGetParams".
 */
export interface SnapchatMarketingCampaignsGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdsquadsRecord".
 */
export interface SnapchatMarketingAdsquadsRecord {
id: string
name?: string
campaign_id?: string
/**
 * ACTIVE or PAUSED.
 */
status?: string
/**
 * SNAP_ADS, LENS or FILTER.
 */
type?: string
placement?: string
placement_v2?: {

}
/**
 * IMPRESSION.
 */
billing_event?: string
/**
 * AUTO_BID, LOWEST_COST_WITH_MAX_BID, MIN_ROAS or TARGET_COST.
 */
bid_strategy?: string
auto_bid?: boolean
target_bid?: boolean
bid_micro?: number
daily_budget_micro?: number
lifetime_budget_micro?: number
optimization_goal?: string
pacing_type?: string
child_ad_type?: string
delivery_constraint?: string
delivery_properties_version?: number
forced_view_setting?: string
creation_state?: string
targeting?: {

}
targeting_reach_status?: string
event_sources?: {

}
skadnetwork_properties?: {

}
/**
 * Delivery status codes, e.g. VALID, INVALID_NOT_ACTIVE.
 */
delivery_status?: string[]
start_time?: string
end_time?: string
/**
 * Only with read_deleted_entities.
 */
deleted?: boolean
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdsquadsListParams".
 */
export interface SnapchatMarketingAdsquadsListParams {
/**
 * Id of the ad account (a UUID).
 */
ad_account_id: string
/**
 * Include deleted records (they carry deleted = true).
 */
read_deleted_entities?: boolean
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdsquadsGetParams".
 */
export interface SnapchatMarketingAdsquadsGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdsRecord".
 */
export interface SnapchatMarketingAdsRecord {
id: string
name?: string
ad_squad_id?: string
creative_id?: string
/**
 * ACTIVE or PAUSED.
 */
status?: string
/**
 * SNAP_AD, APP_INSTALL, LONGFORM_VIDEO, REMOTE_WEBPAGE, DEEP_LINK, STORY, COLLECTION and others.
 */
type?: string
render_type?: string
/**
 * PENDING, APPROVED or REJECTED.
 */
review_status?: string
review_status_reasons?: string[]
/**
 * Delivery status codes, e.g. VALID, INVALID_NOT_ACTIVE.
 */
delivery_status?: string[]
/**
 * Only with read_deleted_entities.
 */
deleted?: boolean
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdsListParams".
 */
export interface SnapchatMarketingAdsListParams {
/**
 * Id of the ad account (a UUID).
 */
ad_account_id: string
/**
 * Include deleted records (they carry deleted = true).
 */
read_deleted_entities?: boolean
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingAdsGetParams".
 */
export interface SnapchatMarketingAdsGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingCreativesRecord".
 */
export interface SnapchatMarketingCreativesRecord {
id: string
name?: string
ad_account_id?: string
/**
 * SNAP_AD, APP_INSTALL, LONGFORM_VIDEO, WEB_VIEW, DEEP_LINK, AD_TO_LENS, COLLECTION and others.
 */
type?: string
packaging_status?: string
review_status?: string
review_status_details?: string
shareable?: boolean
headline?: string
brand_name?: string
call_to_action?: string
render_type?: string
top_snap_media_id?: string
top_snap_crop_position?: string
forced_view_eligibility?: string
ad_product?: string
web_view_properties?: {

}
deep_link_properties?: {

}
app_install_properties?: {

}
ad_to_place_properties?: {

}
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingCreativesListParams".
 */
export interface SnapchatMarketingCreativesListParams {
/**
 * Id of the ad account (a UUID).
 */
ad_account_id: string
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingCreativesGetParams".
 */
export interface SnapchatMarketingCreativesGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingMediaRecord".
 */
export interface SnapchatMarketingMediaRecord {
id: string
name?: string
ad_account_id?: string
/**
 * VIDEO, IMAGE, LENS_PACKAGE or PLAYABLE.
 */
type?: string
/**
 * PENDING_UPLOAD or READY.
 */
media_status?: string
file_name?: string
file_size_in_bytes?: number
download_link?: string
duration_in_seconds?: number
hash?: string
image_metadata?: {

}
video_metadata?: {

}
is_demo_media?: boolean
media_usages?: string[]
visibility?: string
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingMediaListParams".
 */
export interface SnapchatMarketingMediaListParams {
/**
 * Id of the ad account (a UUID).
 */
ad_account_id: string
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingMediaGetParams".
 */
export interface SnapchatMarketingMediaGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingSegmentsRecord".
 */
export interface SnapchatMarketingSegmentsRecord {
id: string
name?: string
description?: string
ad_account_id?: string
organization_id?: string
/**
 * Segment status, e.g. PENDING or ACTIVE.
 */
status?: string
/**
 * FIRST_PARTY, ENGAGEMENT, PIXEL, MOBILE, LOOKALIKE, FOOT_TRAFFIC_INSIGHTS and others.
 */
source_type?: string
/**
 * READY, NOT_READY, TOO_FEW_USERS or NO_UPLOAD.
 */
targetable_status?: string
upload_status?: string
retention_in_days?: number
approximate_number_users?: number
visible_to?: string[]
created_at?: string
updated_at?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingSegmentsListParams".
 */
export interface SnapchatMarketingSegmentsListParams {
/**
 * Id of the ad account (a UUID).
 */
ad_account_id: string
/**
 * Page size, 50 to 1000; without it Snap answers every record in one page.
 */
limit?: number
/**
 * The next page: connector_metadata.cursor of the previous response (the cursor inside paging.next_link); send limit with it as before.
 */
cursor?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "SnapchatMarketingSegmentsGetParams".
 */
export interface SnapchatMarketingSegmentsGetParams {
/**
 * Snap id of the record (a UUID).
 */
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersRecord".
 */
export interface StripeCustomersRecord {
/**
 * balance under its pre-2019 name (context store only).
 */
account_balance?: number
/**
 * The customer's card sources, expanded by the sync (context store only).
 */
cards?: unknown[]
/**
 * default_source under its pre-2015 name (context store only).
 */
default_card?: (string | null)
/**
 * deleted, false when absent (context store only).
 */
is_deleted?: boolean
id: string
object: "customer"
address?: ({

} | null)
balance?: number
business_name?: (string | null)
cash_balance?: ({

} | null)
/**
 * Unix timestamp.
 */
created?: number
currency?: (string | null)
customer_account?: (string | null)
default_currency?: (string | null)
default_source?: (string | null)
delinquent?: (boolean | null)
description?: (string | null)
discount?: ({

} | null)
email?: (string | null)
individual_name?: (string | null)
invoice_credit_balance?: {

}
invoice_prefix?: (string | null)
invoice_settings?: {

}
livemode?: boolean
metadata?: {

}
name?: (string | null)
next_invoice_sequence?: (number | null)
phone?: (string | null)
preferred_locales?: (unknown[] | null)
shipping?: ({

} | null)
sources?: ({

} | null)
subscriptions?: ({

} | null)
tax_exempt?: (string | null)
test_clock?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersListParams".
 */
export interface StripeCustomersListParams {
/**
 * Case-sensitive exact email filter.
 */
email?: string
test_clock?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersGetParams".
 */
export interface StripeCustomersGetParams {
/**
 * Customer id (cus_...).
 */
id: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersCreateParams".
 */
export interface StripeCustomersCreateParams {
name?: string
email?: string
description?: string
phone?: string
address?: {
line1?: string
line2?: string
city?: string
state?: string
postal_code?: string
/**
 * Two-letter ISO country code.
 */
country?: string
}
shipping?: {
name: string
phone?: string
address: {
line1?: string
line2?: string
city?: string
state?: string
postal_code?: string
/**
 * Two-letter ISO country code.
 */
country?: string
}
}
/**
 * Starting balance in the smallest currency unit.
 */
balance?: number
invoice_prefix?: string
invoice_settings?: {

}
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
preferred_locales?: string[]
tax_exempt?: ("none" | "exempt" | "reverse")
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * A PaymentMethod id (pm_...) to attach to the new customer; create only.
 */
payment_method?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersUpdateParams".
 */
export interface StripeCustomersUpdateParams {
name?: string
email?: string
description?: string
phone?: string
address?: {
line1?: string
line2?: string
city?: string
state?: string
postal_code?: string
/**
 * Two-letter ISO country code.
 */
country?: string
}
shipping?: {
name: string
phone?: string
address: {
line1?: string
line2?: string
city?: string
state?: string
postal_code?: string
/**
 * Two-letter ISO country code.
 */
country?: string
}
}
/**
 * Starting balance in the smallest currency unit.
 */
balance?: number
invoice_prefix?: string
invoice_settings?: {

}
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
preferred_locales?: string[]
tax_exempt?: ("none" | "exempt" | "reverse")
/**
 * Related objects to expand inline.
 */
expand?: string[]
default_source?: string
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersDeleteParams".
 */
export interface StripeCustomersDeleteParams {
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCustomersApiSearchParams".
 */
export interface StripeCustomersApiSearchParams {
/**
 * Stripe search query language, e.g. email:'jane@example.com'.
 */
query: string
limit?: number
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Omit on the first call; pass next_page of the previous response.
 */
page?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesRecord".
 */
export interface StripeInvoicesRecord {
id?: string
customer?: (string | {

} | null)
/**
 * draft, open, paid, uncollectible or void.
 */
status?: (string | null)
total?: number
amount_due?: number
currency?: string
created?: number
/**
 * Set when the invoice is finalized.
 */
number?: (string | null)
subscription?: (string | {

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesListParams".
 */
export interface StripeInvoicesListParams {
customer?: string
status?: ("draft" | "open" | "paid" | "uncollectible" | "void")
subscription?: string
collection_method?: ("charge_automatically" | "send_invoice")
/**
 * Creation time interval (Unix seconds).
 */
due_date?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesGetParams".
 */
export interface StripeInvoicesGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesCreateParams".
 */
export interface StripeInvoicesCreateParams {
/**
 * Customer id (cus_...).
 */
customer?: string
/**
 * Let Stripe finalize and collect the invoice on its own (about an hour after creation).
 */
auto_advance?: boolean
collection_method?: ("charge_automatically" | "send_invoice")
currency?: string
/**
 * send_invoice only.
 */
days_until_due?: number
/**
 * Unix time; send_invoice only.
 */
due_date?: number
default_payment_method?: string
default_tax_rates?: string[]
description?: string
discounts?: {

}[]
footer?: string
from_invoice?: {
action: "revision"
invoice: string
}
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
/**
 * Whether the customer's pending invoice items go on this invoice (default exclude).
 */
pending_invoice_items_behavior?: ("exclude" | "include")
/**
 * Only the pending items of this subscription.
 */
subscription?: string
automatic_tax?: {
enabled?: boolean
}
statement_descriptor?: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesApiSearchParams".
 */
export interface StripeInvoicesApiSearchParams {
/**
 * Stripe search query language, e.g. email:'jane@example.com'.
 */
query: string
limit?: number
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Omit on the first call; pass next_page of the previous response.
 */
page?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesFinalizeParams".
 */
export interface StripeInvoicesFinalizeParams {
/**
 * Invoice id (in_...).
 */
id: string
/**
 * Let Stripe collect the invoice on its own after finalizing.
 */
auto_advance?: boolean
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeInvoicesSendParams".
 */
export interface StripeInvoicesSendParams {
/**
 * Invoice id (in_...).
 */
id: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeChargesRecord".
 */
export interface StripeChargesRecord {
id?: string
amount?: number
currency?: string
customer?: string
status?: string
paid?: boolean
refunded?: boolean
created?: number
payment_intent?: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeChargesListParams".
 */
export interface StripeChargesListParams {
customer?: string
payment_intent?: string
transfer_group?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeChargesGetParams".
 */
export interface StripeChargesGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeChargesApiSearchParams".
 */
export interface StripeChargesApiSearchParams {
/**
 * Stripe search query language, e.g. email:'jane@example.com'.
 */
query: string
limit?: number
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Omit on the first call; pass next_page of the previous response.
 */
page?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsRecord".
 */
export interface StripeSubscriptionsRecord {
id?: string
customer?: (string | {

})
status?: string
created?: number
currency?: string
cancel_at_period_end?: boolean
items?: {

}
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsListParams".
 */
export interface StripeSubscriptionsListParams {
customer?: string
price?: string
status?: ("active" | "all" | "canceled" | "ended" | "incomplete" | "incomplete_expired" | "past_due" | "paused" | "trialing" | "unpaid")
collection_method?: ("charge_automatically" | "send_invoice")
/**
 * Creation time interval (Unix seconds).
 */
current_period_end?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Creation time interval (Unix seconds).
 */
current_period_start?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
test_clock?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsGetParams".
 */
export interface StripeSubscriptionsGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsCreateParams".
 */
export interface StripeSubscriptionsCreateParams {
/**
 * Subscription items: {price: price_..., quantity: 2}; on update {id: si_..., deleted: true} removes one and {id, price} swaps its price.
 * 
 * @minItems 1
 * @maxItems 20
 */
items: {
/**
 * An existing subscription item (update only).
 */
id?: string
price?: string
price_data?: {

}
quantity?: number
deleted?: boolean
clear_usage?: boolean
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
tax_rates?: string[]
}[]
/**
 * @maxItems 20
 */
add_invoice_items?: {

}[]
automatic_tax?: {
enabled?: boolean
}
/**
 * Unix time at which the subscription is canceled.
 */
cancel_at?: number
cancel_at_period_end?: boolean
collection_method?: ("charge_automatically" | "send_invoice")
coupon?: string
/**
 * send_invoice only.
 */
days_until_due?: number
default_payment_method?: string
default_tax_rates?: string[]
description?: string
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
off_session?: boolean
/**
 * What happens when the first (or a prorated) payment needs the customer or fails.
 */
payment_behavior?: ("allow_incomplete" | "default_incomplete" | "error_if_incomplete" | "pending_if_incomplete")
payment_settings?: {

}
promotion_code?: string
proration_behavior?: ("always_invoice" | "create_prorations" | "none")
/**
 * Unix time, or "now" to end a trial.
 */
trial_end?: (number | string)
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Customer id (cus_...).
 */
customer: string
currency?: string
backdate_start_date?: number
/**
 * Unix time of the first full billing period.
 */
billing_cycle_anchor?: number
trial_period_days?: number
trial_from_plan?: boolean
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsUpdateParams".
 */
export interface StripeSubscriptionsUpdateParams {
/**
 * Subscription items: {price: price_..., quantity: 2}; on update {id: si_..., deleted: true} removes one and {id, price} swaps its price.
 */
items?: {
/**
 * An existing subscription item (update only).
 */
id?: string
price?: string
price_data?: {

}
quantity?: number
deleted?: boolean
clear_usage?: boolean
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
tax_rates?: string[]
}[]
/**
 * @maxItems 20
 */
add_invoice_items?: {

}[]
automatic_tax?: {
enabled?: boolean
}
/**
 * Unix time at which the subscription is canceled.
 */
cancel_at?: number
cancel_at_period_end?: boolean
collection_method?: ("charge_automatically" | "send_invoice")
coupon?: string
/**
 * send_invoice only.
 */
days_until_due?: number
default_payment_method?: string
default_tax_rates?: string[]
description?: string
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
off_session?: boolean
/**
 * What happens when the first (or a prorated) payment needs the customer or fails.
 */
payment_behavior?: ("allow_incomplete" | "default_incomplete" | "error_if_incomplete" | "pending_if_incomplete")
payment_settings?: {

}
promotion_code?: string
proration_behavior?: ("always_invoice" | "create_prorations" | "none")
/**
 * Unix time, or "now" to end a trial.
 */
trial_end?: (number | string)
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Subscription id (sub_...).
 */
id: string
billing_cycle_anchor?: ("now" | "unchanged")
cancellation_details?: {
comment?: string
feedback?: string
}
/**
 * {behavior: keep_as_draft|mark_uncollectible|void, resumes_at?}, or "" to resume collection.
 */
pause_collection?: ({
behavior: ("keep_as_draft" | "mark_uncollectible" | "void")
resumes_at?: number
} | "")
proration_date?: number
trial_from_plan?: boolean
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsDeleteParams".
 */
export interface StripeSubscriptionsDeleteParams {
/**
 * Subscription id (sub_...).
 */
id: string
/**
 * Invoice the outstanding usage and prorations now.
 */
invoice_now?: boolean
/**
 * Credit the unused time (a proration item).
 */
prorate?: boolean
cancellation_details?: {
comment?: string
feedback?: string
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeSubscriptionsApiSearchParams".
 */
export interface StripeSubscriptionsApiSearchParams {
/**
 * Stripe search query language, e.g. email:'jane@example.com'.
 */
query: string
limit?: number
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Omit on the first call; pass next_page of the previous response.
 */
page?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeRefundsRecord".
 */
export interface StripeRefundsRecord {
id?: string
amount?: number
charge?: string
currency?: string
payment_intent?: string
reason?: string
status?: string
created?: number
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeRefundsListParams".
 */
export interface StripeRefundsListParams {
charge?: string
payment_intent?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeRefundsGetParams".
 */
export interface StripeRefundsGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeRefundsCreateParams".
 */
export interface StripeRefundsCreateParams {
charge?: string
payment_intent?: string
/**
 * Smallest currency unit; default the whole remaining amount.
 */
amount?: number
reason?: ("duplicate" | "fraudulent" | "requested_by_customer")
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
refund_application_fee?: boolean
reverse_transfer?: boolean
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeProductsListParams".
 */
export interface StripeProductsListParams {
active?: boolean
/**
 * Only these product ids. Cannot be combined with starting_after or ending_before.
 * 
 * @maxItems 100
 */
ids?: string[]
shippable?: boolean
url?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeProductsGetParams".
 */
export interface StripeProductsGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeProductsCreateParams".
 */
export interface StripeProductsCreateParams {
name: string
active?: boolean
description?: string
shippable?: boolean
statement_descriptor?: string
tax_code?: string
unit_label?: string
url?: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * @maxItems 8
 */
images?: string[]
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeProductsUpdateParams".
 */
export interface StripeProductsUpdateParams {
name?: string
active?: boolean
description?: string
shippable?: boolean
statement_descriptor?: string
tax_code?: string
unit_label?: string
url?: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Up to 8 image URLs, replacing the current ones; "" removes all images.
 */
images?: (string[] | "")
/**
 * Key-value pairs; a key set to "" is removed, and metadata "" removes all keys.
 */
metadata?: ({
[k: string]: string | number | undefined
} | "")
default_price?: string
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeProductsDeleteParams".
 */
export interface StripeProductsDeleteParams {
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeProductsApiSearchParams".
 */
export interface StripeProductsApiSearchParams {
/**
 * Stripe search query language, e.g. email:'jane@example.com'.
 */
query: string
limit?: number
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Omit on the first call; pass next_page of the previous response.
 */
page?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeBalanceGetParams".
 */
export interface StripeBalanceGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeBalanceTransactionsListParams".
 */
export interface StripeBalanceTransactionsListParams {
currency?: string
payout?: string
source?: string
/**
 * Balance transaction type, e.g. charge, refund, payout, adjustment, stripe_fee, transfer.
 */
type?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeBalanceTransactionsGetParams".
 */
export interface StripeBalanceTransactionsGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsRecord".
 */
export interface StripePaymentIntentsRecord {
id: string
object: "payment_intent"
amount: number
amount_capturable?: number
amount_received?: number
application_fee_amount?: (number | null)
automatic_payment_methods?: ({

} | null)
canceled_at?: (number | null)
cancellation_reason?: (string | null)
capture_method?: string
client_secret?: (string | null)
confirmation_method?: string
created?: number
currency: string
customer?: (string | {

} | null)
description?: (string | null)
invoice?: (string | {

} | null)
last_payment_error?: ({

} | null)
latest_charge?: (string | {

} | null)
livemode?: boolean
metadata?: {

}
next_action?: ({

} | null)
payment_method?: (string | {

} | null)
payment_method_options?: ({

} | null)
payment_method_types?: string[]
receipt_email?: (string | null)
setup_future_usage?: (string | null)
shipping?: ({

} | null)
statement_descriptor?: (string | null)
status: ("canceled" | "processing" | "requires_action" | "requires_capture" | "requires_confirmation" | "requires_payment_method" | "succeeded")
transfer_group?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsListParams".
 */
export interface StripePaymentIntentsListParams {
customer?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsGetParams".
 */
export interface StripePaymentIntentsGetParams {
/**
 * Required when using a publishable key.
 */
client_secret?: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsCreateParams".
 */
export interface StripePaymentIntentsCreateParams {
/**
 * Smallest currency unit (cents).
 */
amount: number
currency: string
application_fee_amount?: number
capture_method?: ("automatic" | "automatic_async" | "manual")
customer?: string
description?: string
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
payment_method?: string
payment_method_options?: {

}
payment_method_types?: string[]
receipt_email?: string
setup_future_usage?: ("off_session" | "on_session")
shipping?: {

}
statement_descriptor?: string
statement_descriptor_suffix?: string
transfer_data?: {

}
transfer_group?: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Confirm (charge) at once.
 */
confirm?: boolean
automatic_payment_methods?: {
enabled: boolean
allow_redirects?: ("always" | "never")
}
error_on_requires_action?: boolean
mandate?: string
/**
 * The customer is not present (confirm true only).
 */
off_session?: (true | false | "one_off" | "recurring")
/**
 * Where a redirect-based payment method returns the customer (confirm true only).
 */
return_url?: string
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsUpdateParams".
 */
export interface StripePaymentIntentsUpdateParams {
/**
 * Smallest currency unit (cents).
 */
amount?: number
currency?: string
application_fee_amount?: number
capture_method?: ("automatic" | "automatic_async" | "manual")
customer?: string
description?: string
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
payment_method?: string
payment_method_options?: {

}
payment_method_types?: string[]
receipt_email?: string
setup_future_usage?: ("off_session" | "on_session")
shipping?: {

}
statement_descriptor?: string
statement_descriptor_suffix?: string
transfer_data?: {

}
transfer_group?: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * PaymentIntent id (pi_...).
 */
id: string
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsApiSearchParams".
 */
export interface StripePaymentIntentsApiSearchParams {
/**
 * Stripe search query language, e.g. email:'jane@example.com'.
 */
query: string
limit?: number
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Omit on the first call; pass next_page of the previous response.
 */
page?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsConfirmParams".
 */
export interface StripePaymentIntentsConfirmParams {
/**
 * PaymentIntent id (pi_...).
 */
id: string
payment_method?: string
capture_method?: ("automatic" | "automatic_async" | "manual")
error_on_requires_action?: boolean
mandate?: string
mandate_data?: {

}
off_session?: (true | false | "one_off" | "recurring")
payment_method_data?: {

}
payment_method_options?: {

}
payment_method_types?: string[]
receipt_email?: string
return_url?: string
setup_future_usage?: ("" | "off_session" | "on_session")
shipping?: {

}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentIntentsCancelParams".
 */
export interface StripePaymentIntentsCancelParams {
/**
 * PaymentIntent id (pi_...).
 */
id: string
cancellation_reason?: ("abandoned" | "duplicate" | "fraudulent" | "requested_by_customer")
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentMethodsRecord".
 */
export interface StripePaymentMethodsRecord {
id: string
object: "payment_method"
billing_details?: {

}
card?: {

}
created?: number
customer?: (string | {

} | null)
livemode?: boolean
metadata?: ({

} | null)
type: string
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePaymentMethodsAttachParams".
 */
export interface StripePaymentMethodsAttachParams {
/**
 * PaymentMethod id (pm_...).
 */
id: string
/**
 * Customer id (cus_...).
 */
customer: string
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePricesRecord".
 */
export interface StripePricesRecord {
id: string
object: "price"
active: boolean
billing_scheme?: ("per_unit" | "tiered")
created?: number
currency: string
custom_unit_amount?: ({

} | null)
livemode?: boolean
lookup_key?: (string | null)
metadata?: {

}
nickname?: (string | null)
product: (string | {

})
recurring?: ({

} | null)
tax_behavior?: (string | null)
tiers_mode?: (string | null)
transform_quantity?: ({

} | null)
type: ("one_time" | "recurring")
unit_amount?: (number | null)
unit_amount_decimal?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePricesCreateParams".
 */
export interface StripePricesCreateParams {
currency: string
product?: string
product_data?: {
name: string
active?: boolean
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
statement_descriptor?: string
tax_code?: string
unit_label?: string
}
/**
 * Smallest currency unit (cents).
 */
unit_amount?: number
unit_amount_decimal?: string
custom_unit_amount?: {
enabled: boolean
maximum?: number
minimum?: number
preset?: number
}
recurring?: {
interval: ("day" | "week" | "month" | "year")
interval_count?: number
usage_type?: ("licensed" | "metered")
meter?: string
}
active?: boolean
billing_scheme?: ("per_unit" | "tiered")
tiers?: {

}[]
tiers_mode?: ("graduated" | "volume")
currency_options?: {

}
lookup_key?: string
transfer_lookup_key?: boolean
nickname?: string
tax_behavior?: ("exclusive" | "inclusive" | "unspecified")
transform_quantity?: {
divide_by: number
round: ("down" | "up")
}
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCheckoutSessionsRecord".
 */
export interface StripeCheckoutSessionsRecord {
id: string
object: "checkout.session"
amount_subtotal?: (number | null)
amount_total?: (number | null)
cancel_url?: (string | null)
client_reference_id?: (string | null)
created?: number
currency?: (string | null)
customer?: (string | {

} | null)
customer_email?: (string | null)
expires_at?: number
invoice?: (string | {

} | null)
livemode?: boolean
metadata?: ({

} | null)
mode: ("payment" | "setup" | "subscription")
payment_intent?: (string | {

} | null)
payment_method_types?: string[]
payment_status?: ("no_payment_required" | "paid" | "unpaid")
setup_intent?: (string | {

} | null)
/**
 * open, complete or expired; null while Stripe has not set it (the API answers JSON null, not a string).
 */
status: ("complete" | "expired" | "open" | null)
subscription?: (string | {

} | null)
success_url?: (string | null)
/**
 * The hosted page to send the customer to.
 */
url?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeCheckoutSessionsCreateParams".
 */
export interface StripeCheckoutSessionsCreateParams {
/**
 * Where the customer goes after paying; {CHECKOUT_SESSION_ID} in it is replaced by the session id.
 */
success_url: string
cancel_url?: string
/**
 * payment (one-time), subscription (recurring prices) or setup (save a payment method).
 */
mode?: ("payment" | "setup" | "subscription")
/**
 * Items: each a price id with a quantity ({price: price_..., quantity: 1}) or price_data.
 * 
 * @maxItems 100
 */
line_items?: {
price?: string
price_data?: {

}
quantity?: number
adjustable_quantity?: {

}
dynamic_tax_rates?: string[]
tax_rates?: string[]
}[]
/**
 * An existing customer (cus_...).
 */
customer?: string
customer_email?: string
customer_creation?: ("always" | "if_required")
client_reference_id?: string
currency?: string
allow_promotion_codes?: boolean
discounts?: {

}[]
automatic_tax?: {
enabled?: boolean
}
billing_address_collection?: ("auto" | "required")
/**
 * Unix time, 30 minutes to 24 hours from now.
 */
expires_at?: number
locale?: string
payment_method_types?: string[]
payment_intent_data?: {

}
subscription_data?: {

}
setup_intent_data?: {

}
phone_number_collection?: {
enabled?: boolean
}
shipping_address_collection?: {
allowed_countries?: string[]
}
submit_type?: ("auto" | "book" | "donate" | "pay")
/**
 * Key-value pairs.
 */
metadata?: {
[k: string]: string | number | undefined
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Stripe's Idempotency-Key, up to 255 characters. Left out, a random UUID v4 is made for this call and reused by the engine's own retries; either way it is returned as connector_metadata.idempotency_key, on an error answer too. When a call's outcome is unknown (timeout, 5xx, connection lost), call again with that key and the same params: Stripe answers with the first outcome instead of doing it twice (keys last 24 hours; the same key with other params is a 400 idempotency_error).
 */
idempotency_key?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeDisputesListParams".
 */
export interface StripeDisputesListParams {
charge?: string
payment_intent?: string
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripeDisputesGetParams".
 */
export interface StripeDisputesGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePayoutsListParams".
 */
export interface StripePayoutsListParams {
status?: ("pending" | "paid" | "failed" | "canceled")
destination?: string
/**
 * Creation time interval (Unix seconds).
 */
arrival_date?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Page size, 1 to 100. Newest first.
 */
limit?: number
/**
 * Object id cursor; returns the page before this object.
 */
ending_before?: string
/**
 * Creation time interval (Unix seconds).
 */
created?: {
/**
 * Strictly after.
 */
gt?: number
/**
 * At or after.
 */
gte?: number
/**
 * Strictly before.
 */
lt?: number
/**
 * At or before.
 */
lte?: number
}
/**
 * Related objects to expand inline.
 */
expand?: string[]
/**
 * Object id cursor; returns the page after this object.
 */
starting_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "StripePayoutsGetParams".
 */
export interface StripePayoutsGetParams {
/**
 * Related objects to expand inline.
 */
expand?: string[]
id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformFormsRecord".
 */
export interface TypeformFormsRecord {
id: string
/**
 * quiz, classification, score, branching, classification_branching, score_branching or form.
 */
type?: (string | null)
title?: (string | null)
created_at?: (string | null)
last_updated_at?: (string | null)
published_at?: (string | null)
/**
 * {href}: link to the workspace.
 */
workspace?: ({

} | null)
/**
 * {href}: link to the theme.
 */
theme?: ({

} | null)
settings?: ({

} | null)
/**
 * {href}: link to the form.
 */
self?: ({

} | null)
/**
 * {display, responses}: the form's public URL and its responses URL (on the account's data center).
 */
_links?: ({

} | null)
welcome_screens?: ({

}[] | null)
thankyou_screens?: ({

}[] | null)
logic?: ({

}[] | null)
fields?: ({

}[] | null)
/**
 * Hidden field names.
 */
hidden?: (string[] | null)
variables?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformFormsListParams".
 */
export interface TypeformFormsListParams {
/**
 * Page size, 1 to 200 (Typeform default 10).
 */
page_size?: number
/**
 * Only items whose name or title contains this text.
 */
search?: string
/**
 * Only forms of this workspace.
 */
workspace_id?: string
/**
 * Sort field.
 */
sort_by?: ("created_at" | "last_updated_at")
/**
 * Sort direction.
 */
order_by?: ("asc" | "desc")
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformFormsGetParams".
 */
export interface TypeformFormsGetParams {
/**
 * Form id, the u6nXL7 in https://mysite.typeform.com/to/u6nXL7.
 */
form_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformResponsesRecord".
 */
export interface TypeformResponsesRecord {
response_id: string
token?: (string | null)
/**
 * The form (from the request; Typeform does not repeat it per response).
 */
form_id?: (string | null)
response_type?: ("started" | "partial" | "completed" | null)
landing_id?: (string | null)
landed_at?: (string | null)
submitted_at?: (string | null)
/**
 * {user_agent, platform, referer, network_id, browser}.
 */
metadata?: ({

} | null)
hidden?: ({

} | null)
/**
 * {score}.
 */
calculated?: ({

} | null)
variables?: ({

}[] | null)
/**
 * One per answered field: {field: {id, type, ref}, type, text|choice|choices|number|boolean|email|url|date|file_url|phone_number|payment}.
 */
answers?: ({

}[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformResponsesListParams".
 */
export interface TypeformResponsesListParams {
/**
 * Form id, the u6nXL7 in https://mysite.typeform.com/to/u6nXL7.
 */
form_id: string
/**
 * Page size, 1 to 1000 (Typeform default 25).
 */
page_size?: number
/**
 * Only responses submitted at or after this time: ISO 8601 UTC to the second (2024-03-20T14:00:59) or Unix seconds.
 */
since?: string
/**
 * Only responses submitted at or before this time: ISO 8601 UTC to the second or Unix seconds.
 */
until?: string
/**
 * Only responses submitted after the response with this token (exclusive). Not with sort.
 */
after?: string
/**
 * <field>,<asc|desc>: submitted_at, landed_at or a field id (default submitted_at,desc). Not with after or before; a sorted list is one page.
 */
sort?: string
/**
 * true: only completed responses; false: only partial ones (Typeform's older filter; response_type is finer).
 */
completed?: boolean
/**
 * Only responses of these types (default completed).
 * 
 * @minItems 1
 */
response_type?: ("started" | "partial" | "completed")[]
/**
 * Only responses whose answers, hidden fields or variables contain this text.
 */
query?: string
/**
 * Only these responses.
 * 
 * @minItems 1
 */
included_response_ids?: string[]
/**
 * Not these responses.
 * 
 * @minItems 1
 */
excluded_response_ids?: string[]
/**
 * Answers of these fields only (field ids).
 * 
 * @minItems 1
 */
fields?: string[]
/**
 * Only responses that answered at least one of these fields (field ids).
 * 
 * @minItems 1
 */
answered_fields?: string[]
/**
 * Only responses submitted before the response with this token (exclusive): the before of the previous page's connector_metadata, or items[-1].token.
 */
before?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformWebhooksRecord".
 */
export interface TypeformWebhooksRecord {
id: string
form_id?: (string | null)
tag?: (string | null)
url?: (string | null)
enabled?: (boolean | null)
verify_ssl?: (boolean | null)
/**
 * {form_response, form_response_partial}: which events are sent.
 */
event_types?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformWebhooksListParams".
 */
export interface TypeformWebhooksListParams {
/**
 * Form id, the u6nXL7 in https://mysite.typeform.com/to/u6nXL7.
 */
form_id: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformWorkspacesRecord".
 */
export interface TypeformWorkspacesRecord {
id: string
name?: (string | null)
/**
 * The organization the workspace belongs to.
 */
account_id?: (string | null)
default?: (boolean | null)
shared?: (boolean | null)
/**
 * {count, href}: the workspace's forms.
 */
forms?: ({

} | null)
/**
 * {href}: link to the workspace.
 */
self?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformWorkspacesListParams".
 */
export interface TypeformWorkspacesListParams {
/**
 * Page size, 1 to 200 (Typeform default 10).
 */
page_size?: number
/**
 * Only items whose name or title contains this text.
 */
search?: string
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformImagesRecord".
 */
export interface TypeformImagesRecord {
id: string
/**
 * URL of the image.
 */
src?: (string | null)
file_name?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformImagesListParams".
 */
export interface TypeformImagesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformThemesRecord".
 */
export interface TypeformThemesRecord {
id: string
name?: (string | null)
visibility?: ("public" | "private" | null)
font?: (string | null)
/**
 * {question, answer, button, background} as hex colors.
 */
colors?: ({

} | null)
/**
 * {href, layout, brightness}.
 */
background?: ({

} | null)
has_transparent_button?: (boolean | null)
/**
 * none, small or large.
 */
rounded_corners?: (string | null)
screens?: ({

} | null)
fields?: ({

} | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "TypeformThemesListParams".
 */
export interface TypeformThemesListParams {
/**
 * Page size, 1 to 200 (Typeform default 10).
 */
page_size?: number
/**
 * Page number, from 1.
 */
page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketsRecord".
 */
export interface ZendeskSupportTicketsRecord {
id: number
url?: (string | null)
external_id?: (string | null)
/**
 * problem, incident, question or task.
 */
type?: (string | null)
subject?: (string | null)
raw_subject?: (string | null)
/**
 * The first comment's text.
 */
description?: (string | null)
/**
 * urgent, high, normal or low.
 */
priority?: (string | null)
/**
 * new, open, pending, hold, solved, closed; deleted in the incremental export.
 */
status?: (string | null)
custom_status_id?: (number | null)
recipient?: (string | null)
requester_id?: (number | null)
submitter_id?: (number | null)
assignee_id?: (number | null)
organization_id?: (number | null)
group_id?: (number | null)
brand_id?: (number | null)
ticket_form_id?: (number | null)
problem_id?: (number | null)
forum_topic_id?: (number | null)
collaborator_ids?: (number[] | null)
follower_ids?: (number[] | null)
email_cc_ids?: (number[] | null)
followup_ids?: (number[] | null)
sharing_agreement_ids?: (number[] | null)
has_incidents?: (boolean | null)
is_public?: (boolean | null)
allow_channelback?: (boolean | null)
allow_attachments?: (boolean | null)
from_messaging_channel?: (boolean | null)
due_at?: (string | null)
tags?: (string[] | null)
/**
 * {id, value} per custom ticket field.
 */
custom_fields?: ({

}[] | null)
fields?: (unknown[] | null)
/**
 * {id, score, comment} when rated.
 */
satisfaction_rating?: ({

} | null)
/**
 * {channel, source: {from, to, rel}}: how the record was made.
 */
via?: ({

} | null)
/**
 * Unix seconds of the last change the incremental export compares against.
 */
generated_timestamp?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketsListParams".
 */
export interface ZendeskSupportTicketsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Order; a leading - for descending.
 */
sort?: ("id" | "-id" | "status" | "-status" | "updated_at" | "-updated_at")
/**
 * Only tickets with this external id.
 */
external_id?: string
/**
 * Sideloads, answered beside tickets (not in the records).
 * 
 * @minItems 1
 */
include?: ("users" | "groups" | "organizations" | "metric_sets" | "dates" | "comment_count" | "ticket_forms" | "brands" | "slas")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketsGetParams".
 */
export interface ZendeskSupportTicketsGetParams {
/**
 * Ticket id.
 */
ticket_id: number
/**
 * @minItems 1
 */
include?: ("users" | "groups" | "organizations" | "metric_sets" | "dates" | "comment_count" | "ticket_forms" | "brands" | "slas")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketsCreateParams".
 */
export interface ZendeskSupportTicketsCreateParams {
subject?: string
comment: ({
[k: string]: unknown | undefined
} & {
/**
 * Plain-text (Markdown) comment.
 */
body?: string
/**
 * HTML comment (instead of body).
 */
html_body?: string
/**
 * false: an internal note (default true).
 */
public?: boolean
author_id?: number
/**
 * Upload tokens from POST /api/v2/uploads.
 * 
 * @maxItems 20
 */
uploads?: string[]
})
/**
 * The user who asked.
 */
requester_id?: number
/**
 * A requester that may not exist yet (created from the email address).
 */
requester?: {
name?: string
email: string
locale_id?: number
}
submitter_id?: number
assignee_id?: number
assignee_email?: string
group_id?: number
organization_id?: number
brand_id?: number
ticket_form_id?: number
/**
 * The problem ticket an incident is linked to.
 */
problem_id?: number
/**
 * @maxItems 100
 */
collaborator_ids?: number[]
/**
 * @maxItems 48
 */
email_cc_ids?: number[]
/**
 * @maxItems 100
 */
follower_ids?: number[]
status?: ("new" | "open" | "pending" | "hold" | "solved" | "closed")
custom_status_id?: number
priority?: ("urgent" | "high" | "normal" | "low")
type?: ("problem" | "incident" | "question" | "task")
/**
 * Due time of a task ticket.
 */
due_at?: string
external_id?: string
/**
 * Replaces the ticket's tags.
 * 
 * @maxItems 100
 */
tags?: string[]
/**
 * @maxItems 500
 */
custom_fields?: {
id: number
value?: (string | number | boolean | unknown[] | null)
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketsUpdateParams".
 */
export interface ZendeskSupportTicketsUpdateParams {
subject?: string
comment?: ({
[k: string]: unknown | undefined
} & {
/**
 * Plain-text (Markdown) comment.
 */
body?: string
/**
 * HTML comment (instead of body).
 */
html_body?: string
/**
 * false: an internal note (default true).
 */
public?: boolean
author_id?: number
/**
 * Upload tokens from POST /api/v2/uploads.
 * 
 * @maxItems 20
 */
uploads?: string[]
})
/**
 * The user who asked.
 */
requester_id?: number
/**
 * A requester that may not exist yet (created from the email address).
 */
requester?: {
name?: string
email: string
locale_id?: number
}
submitter_id?: number
assignee_id?: number
assignee_email?: string
group_id?: number
organization_id?: number
brand_id?: number
ticket_form_id?: number
/**
 * The problem ticket an incident is linked to.
 */
problem_id?: number
/**
 * @maxItems 100
 */
collaborator_ids?: number[]
/**
 * @maxItems 48
 */
email_cc_ids?: number[]
/**
 * @maxItems 100
 */
follower_ids?: number[]
status?: ("new" | "open" | "pending" | "hold" | "solved" | "closed")
custom_status_id?: number
priority?: ("urgent" | "high" | "normal" | "low")
type?: ("problem" | "incident" | "question" | "task")
/**
 * Due time of a task ticket.
 */
due_at?: string
external_id?: string
/**
 * Replaces the ticket's tags.
 * 
 * @maxItems 100
 */
tags?: string[]
/**
 * @maxItems 500
 */
custom_fields?: {
id: number
value?: (string | number | boolean | unknown[] | null)
}[]
/**
 * Ticket id.
 */
ticket_id: number
/**
 * CCs to add (user ids or email addresses).
 * 
 * @maxItems 100
 */
additional_collaborators?: (number | string)[]
/**
 * With updated_stamp: refuse the update (409) if the ticket changed since.
 */
safe_update?: boolean
/**
 * The ticket's updated_at as last read (with safe_update).
 */
updated_stamp?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketExportsRecord".
 */
export interface ZendeskSupportTicketExportsRecord {
id: number
url?: (string | null)
external_id?: (string | null)
/**
 * problem, incident, question or task.
 */
type?: (string | null)
subject?: (string | null)
raw_subject?: (string | null)
/**
 * The first comment's text.
 */
description?: (string | null)
/**
 * urgent, high, normal or low.
 */
priority?: (string | null)
/**
 * new, open, pending, hold, solved, closed; deleted in the incremental export.
 */
status?: (string | null)
custom_status_id?: (number | null)
recipient?: (string | null)
requester_id?: (number | null)
submitter_id?: (number | null)
assignee_id?: (number | null)
organization_id?: (number | null)
group_id?: (number | null)
brand_id?: (number | null)
ticket_form_id?: (number | null)
problem_id?: (number | null)
forum_topic_id?: (number | null)
collaborator_ids?: (number[] | null)
follower_ids?: (number[] | null)
email_cc_ids?: (number[] | null)
followup_ids?: (number[] | null)
sharing_agreement_ids?: (number[] | null)
has_incidents?: (boolean | null)
is_public?: (boolean | null)
allow_channelback?: (boolean | null)
allow_attachments?: (boolean | null)
from_messaging_channel?: (boolean | null)
due_at?: (string | null)
tags?: (string[] | null)
/**
 * {id, value} per custom ticket field.
 */
custom_fields?: ({

}[] | null)
fields?: (unknown[] | null)
/**
 * {id, score, comment} when rated.
 */
satisfaction_rating?: ({

} | null)
/**
 * {channel, source: {from, to, rel}}: how the record was made.
 */
via?: ({

} | null)
/**
 * Unix seconds of the last change the incremental export compares against.
 */
generated_timestamp?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketExportsListParams".
 */
export interface ZendeskSupportTicketExportsListParams {
/**
 * Unix seconds: tickets changed since then (the first call only).
 */
start_time?: number
/**
 * Resume an earlier export: its last after_cursor (connector_metadata.after_cursor).
 */
cursor?: string
/**
 * true: leave deleted tickets out (default: they come with status deleted).
 */
exclude_deleted?: boolean
/**
 * @minItems 1
 */
include?: ("users" | "groups" | "organizations" | "metric_sets" | "dates" | "comment_count" | "ticket_forms" | "brands")[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketCommentsRecord".
 */
export interface ZendeskSupportTicketCommentsRecord {
id: number
/**
 * The ticket (added by the connector).
 */
ticket_id?: (number | null)
/**
 * Comment or VoiceComment.
 */
type?: (string | null)
author_id?: (number | null)
body?: (string | null)
html_body?: (string | null)
plain_body?: (string | null)
public?: (boolean | null)
audit_id?: (number | null)
/**
 * {id, file_name, content_url, content_type, size, inline}.
 */
attachments?: ({

}[] | null)
uploads?: (string[] | null)
/**
 * {channel, source: {from, to, rel}}: how the record was made.
 */
via?: ({

} | null)
metadata?: ({

} | null)
created_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketCommentsListParams".
 */
export interface ZendeskSupportTicketCommentsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Ticket id.
 */
ticket_id: number
/**
 * Sort direction.
 */
sort_order?: ("asc" | "desc")
/**
 * Also list inline images as attachments.
 */
include_inline_images?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketCommentsCreateParams".
 */
export interface ZendeskSupportTicketCommentsCreateParams {
/**
 * Plain-text (Markdown) comment.
 */
body?: string
/**
 * HTML comment (instead of body).
 */
html_body?: string
/**
 * false: an internal note (default true).
 */
public?: boolean
author_id?: number
/**
 * Upload tokens from POST /api/v2/uploads.
 * 
 * @maxItems 20
 */
uploads?: string[]
/**
 * Ticket id.
 */
ticket_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketBulkUpdatesRecord".
 */
export interface ZendeskSupportTicketBulkUpdatesRecord {
id: string
url?: (string | null)
status?: (string | null)
job_type?: (string | null)
total?: (number | null)
progress?: (number | null)
message?: (string | null)
results?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketBulkUpdatesCreateParams".
 */
export interface ZendeskSupportTicketBulkUpdatesCreateParams {
/**
 * Tickets to update (at most 100).
 * 
 * @minItems 1
 * @maxItems 100
 */
ids: number[]
status?: ("open" | "pending" | "hold" | "solved" | "closed")
priority?: ("urgent" | "high" | "normal" | "low")
type?: ("problem" | "incident" | "question" | "task")
assignee_id?: number
group_id?: number
organization_id?: number
custom_status_id?: number
comment?: ({
[k: string]: unknown | undefined
} & {
/**
 * Plain-text (Markdown) comment.
 */
body?: string
/**
 * HTML comment (instead of body).
 */
html_body?: string
/**
 * false: an internal note (default true).
 */
public?: boolean
author_id?: number
/**
 * Upload tokens from POST /api/v2/uploads.
 * 
 * @maxItems 20
 */
uploads?: string[]
})
/**
 * Replaces the tags.
 * 
 * @maxItems 100
 */
tags?: string[]
/**
 * Tags to add.
 * 
 * @maxItems 100
 */
additional_tags?: string[]
/**
 * Tags to remove.
 * 
 * @maxItems 100
 */
remove_tags?: string[]
/**
 * @maxItems 500
 */
custom_fields?: {
id: number
value?: (string | number | boolean | unknown[] | null)
}[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportDeletedTicketsRecord".
 */
export interface ZendeskSupportDeletedTicketsRecord {
id: number
subject?: (string | null)
description?: (string | null)
/**
 * {id, name} of who deleted it.
 */
actor?: ({

} | null)
previous_state?: (string | null)
deleted_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportDeletedTicketsListParams".
 */
export interface ZendeskSupportDeletedTicketsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUsersRecord".
 */
export interface ZendeskSupportUsersRecord {
id: number
url?: (string | null)
name?: (string | null)
email?: (string | null)
/**
 * end-user, agent or admin.
 */
role?: (string | null)
/**
 * Agents: 0 custom, 1 light, 2 chat, 3 contributor, 4 admin, 5 billing admin.
 */
role_type?: (number | null)
custom_role_id?: (number | null)
organization_id?: (number | null)
default_group_id?: (number | null)
external_id?: (string | null)
alias?: (string | null)
details?: (string | null)
notes?: (string | null)
phone?: (string | null)
locale?: (string | null)
locale_id?: (number | null)
time_zone?: (string | null)
iana_time_zone?: (string | null)
/**
 * false once the user is deleted.
 */
active?: (boolean | null)
verified?: (boolean | null)
suspended?: (boolean | null)
shared?: (boolean | null)
shared_agent?: (boolean | null)
moderator?: (boolean | null)
only_private_comments?: (boolean | null)
restricted_agent?: (boolean | null)
two_factor_auth_enabled?: (boolean | null)
report_csv?: (boolean | null)
ticket_restriction?: (string | null)
signature?: (string | null)
tags?: (string[] | null)
user_fields?: ({

} | null)
photo?: ({

} | null)
last_login_at?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUsersListParams".
 */
export interface ZendeskSupportUsersListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Only users of this role.
 */
role?: ("end-user" | "agent" | "admin")
/**
 * Only users of these roles.
 * 
 * @minItems 1
 */
roles?: ("end-user" | "agent" | "admin")[]
/**
 * Only agents with this custom role id.
 */
permission_set?: number
/**
 * Only the user with this external id.
 */
external_id?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUsersGetParams".
 */
export interface ZendeskSupportUsersGetParams {
/**
 * User id.
 */
user_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUsersCreateParams".
 */
export interface ZendeskSupportUsersCreateParams {
name: string
email?: string
role?: ("end-user" | "agent" | "admin")
custom_role_id?: number
organization_id?: number
default_group_id?: number
external_id?: string
alias?: string
details?: string
notes?: string
phone?: string
locale?: string
time_zone?: string
verified?: boolean
suspended?: boolean
moderator?: boolean
only_private_comments?: boolean
restricted_agent?: boolean
ticket_restriction?: ("organization" | "groups" | "assigned" | "requested" | null)
signature?: string
/**
 * @maxItems 100
 */
tags?: string[]
/**
 * Custom user field values by field key.
 */
user_fields?: {

}
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUsersUpdateParams".
 */
export interface ZendeskSupportUsersUpdateParams {
name?: string
email?: string
role?: ("end-user" | "agent" | "admin")
custom_role_id?: number
organization_id?: number
default_group_id?: number
external_id?: string
alias?: string
details?: string
notes?: string
phone?: string
locale?: string
time_zone?: string
verified?: boolean
suspended?: boolean
moderator?: boolean
only_private_comments?: boolean
restricted_agent?: boolean
ticket_restriction?: ("organization" | "groups" | "assigned" | "requested" | null)
signature?: string
/**
 * @maxItems 100
 */
tags?: string[]
/**
 * Custom user field values by field key.
 */
user_fields?: {

}
/**
 * User id.
 */
user_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUserExportsRecord".
 */
export interface ZendeskSupportUserExportsRecord {
id: number
url?: (string | null)
name?: (string | null)
email?: (string | null)
/**
 * end-user, agent or admin.
 */
role?: (string | null)
/**
 * Agents: 0 custom, 1 light, 2 chat, 3 contributor, 4 admin, 5 billing admin.
 */
role_type?: (number | null)
custom_role_id?: (number | null)
organization_id?: (number | null)
default_group_id?: (number | null)
external_id?: (string | null)
alias?: (string | null)
details?: (string | null)
notes?: (string | null)
phone?: (string | null)
locale?: (string | null)
locale_id?: (number | null)
time_zone?: (string | null)
iana_time_zone?: (string | null)
/**
 * false once the user is deleted.
 */
active?: (boolean | null)
verified?: (boolean | null)
suspended?: (boolean | null)
shared?: (boolean | null)
shared_agent?: (boolean | null)
moderator?: (boolean | null)
only_private_comments?: (boolean | null)
restricted_agent?: (boolean | null)
two_factor_auth_enabled?: (boolean | null)
report_csv?: (boolean | null)
ticket_restriction?: (string | null)
signature?: (string | null)
tags?: (string[] | null)
user_fields?: ({

} | null)
photo?: ({

} | null)
last_login_at?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportUserExportsListParams".
 */
export interface ZendeskSupportUserExportsListParams {
/**
 * Unix seconds: users changed since then (the first call only).
 */
start_time?: number
/**
 * Resume an earlier export: its last after_cursor (connector_metadata.after_cursor).
 */
cursor?: string
/**
 * Users per page (Zendesk default and maximum 1000).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationsRecord".
 */
export interface ZendeskSupportOrganizationsRecord {
id: number
url?: (string | null)
name?: (string | null)
external_id?: (string | null)
details?: (string | null)
notes?: (string | null)
domain_names?: (string[] | null)
group_id?: (number | null)
shared_tickets?: (boolean | null)
shared_comments?: (boolean | null)
tags?: (string[] | null)
organization_fields?: ({

} | null)
/**
 * Set on deleted organizations (incremental export).
 */
deleted_at?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationsListParams".
 */
export interface ZendeskSupportOrganizationsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationsGetParams".
 */
export interface ZendeskSupportOrganizationsGetParams {
/**
 * Organization id.
 */
organization_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationExportsRecord".
 */
export interface ZendeskSupportOrganizationExportsRecord {
id: number
url?: (string | null)
name?: (string | null)
external_id?: (string | null)
details?: (string | null)
notes?: (string | null)
domain_names?: (string[] | null)
group_id?: (number | null)
shared_tickets?: (boolean | null)
shared_comments?: (boolean | null)
tags?: (string[] | null)
organization_fields?: ({

} | null)
/**
 * Set on deleted organizations (incremental export).
 */
deleted_at?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationExportsListParams".
 */
export interface ZendeskSupportOrganizationExportsListParams {
/**
 * Unix seconds: organizations changed since then.
 */
start_time?: number
/**
 * Organizations per page (default and maximum 1000).
 */
per_page?: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportGroupsRecord".
 */
export interface ZendeskSupportGroupsRecord {
id: number
url?: (string | null)
name?: (string | null)
description?: (string | null)
default?: (boolean | null)
is_public?: (boolean | null)
deleted?: (boolean | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportGroupsListParams".
 */
export interface ZendeskSupportGroupsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * true: leave deleted groups out.
 */
exclude_deleted?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportGroupsGetParams".
 */
export interface ZendeskSupportGroupsGetParams {
/**
 * Group id.
 */
group_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketFieldsRecord".
 */
export interface ZendeskSupportTicketFieldsRecord {
id: number
url?: (string | null)
/**
 * subject, description, status, tickettype, priority, group, assignee, text, textarea, checkbox, date, integer, decimal, regexp, partialcreditcard, multiselect, tagger, lookup, ...
 */
type?: (string | null)
key?: (string | null)
title?: (string | null)
raw_title?: (string | null)
description?: (string | null)
title_in_portal?: (string | null)
position?: (number | null)
active?: (boolean | null)
required?: (boolean | null)
required_in_portal?: (boolean | null)
visible_in_portal?: (boolean | null)
editable_in_portal?: (boolean | null)
collapsed_for_agents?: (boolean | null)
removable?: (boolean | null)
agent_description?: (string | null)
regexp_for_validation?: (string | null)
tag?: (string | null)
/**
 * {id, name, raw_name, value, default} per option.
 */
custom_field_options?: ({

}[] | null)
system_field_options?: (unknown[] | null)
sub_type_id?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketFieldsListParams".
 */
export interface ZendeskSupportTicketFieldsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Translate titles and options into this locale, e.g. de.
 */
locale?: string
/**
 * Add the creator's app and user ids.
 */
creator?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketFieldsGetParams".
 */
export interface ZendeskSupportTicketFieldsGetParams {
/**
 * Ticket field id.
 */
ticket_field_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportBrandsRecord".
 */
export interface ZendeskSupportBrandsRecord {
id: number
url?: (string | null)
name?: (string | null)
subdomain?: (string | null)
host_mapping?: (string | null)
brand_url?: (string | null)
active?: (boolean | null)
default?: (boolean | null)
is_deleted?: (boolean | null)
has_help_center?: (boolean | null)
help_center_state?: (string | null)
signature_template?: (string | null)
ticket_form_ids?: (number[] | null)
logo?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportBrandsListParams".
 */
export interface ZendeskSupportBrandsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportBrandsGetParams".
 */
export interface ZendeskSupportBrandsGetParams {
/**
 * Brand id.
 */
brand_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportViewsRecord".
 */
export interface ZendeskSupportViewsRecord {
id: number
url?: (string | null)
title?: (string | null)
raw_title?: (string | null)
description?: (string | null)
active?: (boolean | null)
default?: (boolean | null)
position?: (number | null)
category_id?: (string | null)
/**
 * {all: [{field, operator, value}], any: [...]}.
 */
conditions?: ({

} | null)
/**
 * [{field, value}].
 */
actions?: (unknown[] | null)
/**
 * Views: {columns, group_by, sort_by, ...}.
 */
execution?: ({

} | null)
/**
 * {type: Group or User, id, ids} when not account-wide.
 */
restriction?: ({

} | null)
usage_1h?: (number | null)
usage_24h?: (number | null)
usage_7d?: (number | null)
usage_30d?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportViewsListParams".
 */
export interface ZendeskSupportViewsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Only views of this access.
 */
access?: ("personal" | "shared" | "account")
/**
 * Only active (true) or inactive (false) views.
 */
active?: boolean
/**
 * Only views of this group.
 */
group_id?: number
sort_by?: ("alphabetical" | "created_at" | "updated_at" | "position")
/**
 * Sort direction.
 */
sort_order?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportViewsGetParams".
 */
export interface ZendeskSupportViewsGetParams {
/**
 * View id.
 */
view_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportMacrosRecord".
 */
export interface ZendeskSupportMacrosRecord {
id: number
url?: (string | null)
title?: (string | null)
raw_title?: (string | null)
description?: (string | null)
active?: (boolean | null)
default?: (boolean | null)
position?: (number | null)
category_id?: (string | null)
/**
 * {all: [{field, operator, value}], any: [...]}.
 */
conditions?: ({

} | null)
/**
 * [{field, value}].
 */
actions?: (unknown[] | null)
/**
 * Views: {columns, group_by, sort_by, ...}.
 */
execution?: ({

} | null)
/**
 * {type: Group or User, id, ids} when not account-wide.
 */
restriction?: ({

} | null)
usage_1h?: (number | null)
usage_24h?: (number | null)
usage_7d?: (number | null)
usage_30d?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportMacrosListParams".
 */
export interface ZendeskSupportMacrosListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Only macros of this access.
 */
access?: ("personal" | "agents" | "shared" | "account")
/**
 * Only active (true) or inactive (false) macros.
 */
active?: boolean
/**
 * Only macros of this category.
 */
category?: number
/**
 * Only macros of this group.
 */
group_id?: number
/**
 * Only macros the agent can view.
 */
only_viewable?: boolean
sort_by?: ("alphabetical" | "created_at" | "updated_at" | "usage_1h" | "usage_24h" | "usage_7d" | "usage_30d" | "position")
/**
 * Sort direction.
 */
sort_order?: ("asc" | "desc")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportMacrosGetParams".
 */
export interface ZendeskSupportMacrosGetParams {
/**
 * Macro id.
 */
macro_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTriggersRecord".
 */
export interface ZendeskSupportTriggersRecord {
id: number
url?: (string | null)
title?: (string | null)
raw_title?: (string | null)
description?: (string | null)
active?: (boolean | null)
default?: (boolean | null)
position?: (number | null)
category_id?: (string | null)
/**
 * {all: [{field, operator, value}], any: [...]}.
 */
conditions?: ({

} | null)
/**
 * [{field, value}].
 */
actions?: (unknown[] | null)
/**
 * Views: {columns, group_by, sort_by, ...}.
 */
execution?: ({

} | null)
/**
 * {type: Group or User, id, ids} when not account-wide.
 */
restriction?: ({

} | null)
usage_1h?: (number | null)
usage_24h?: (number | null)
usage_7d?: (number | null)
usage_30d?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTriggersListParams".
 */
export interface ZendeskSupportTriggersListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Only active (true) or inactive (false) triggers.
 */
active?: boolean
/**
 * Only triggers of this category.
 */
category_id?: string
/**
 * Order; a leading - for descending.
 */
sort?: ("alphabetical" | "created_at" | "updated_at" | "position" | "-alphabetical" | "-created_at" | "-updated_at" | "-position")
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTriggersGetParams".
 */
export interface ZendeskSupportTriggersGetParams {
/**
 * Trigger id.
 */
trigger_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportAutomationsRecord".
 */
export interface ZendeskSupportAutomationsRecord {
id: number
url?: (string | null)
title?: (string | null)
raw_title?: (string | null)
description?: (string | null)
active?: (boolean | null)
default?: (boolean | null)
position?: (number | null)
category_id?: (string | null)
/**
 * {all: [{field, operator, value}], any: [...]}.
 */
conditions?: ({

} | null)
/**
 * [{field, value}].
 */
actions?: (unknown[] | null)
/**
 * Views: {columns, group_by, sort_by, ...}.
 */
execution?: ({

} | null)
/**
 * {type: Group or User, id, ids} when not account-wide.
 */
restriction?: ({

} | null)
usage_1h?: (number | null)
usage_24h?: (number | null)
usage_7d?: (number | null)
usage_30d?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportAutomationsListParams".
 */
export interface ZendeskSupportAutomationsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Only active (true) or inactive (false) automations.
 */
active?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportAutomationsGetParams".
 */
export interface ZendeskSupportAutomationsGetParams {
/**
 * Automation id.
 */
automation_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportSatisfactionRatingsRecord".
 */
export interface ZendeskSupportSatisfactionRatingsRecord {
id: number
url?: (string | null)
/**
 * offered, unoffered, good or bad.
 */
score?: (string | null)
comment?: (string | null)
reason?: (string | null)
reason_id?: (number | null)
reason_code?: (number | null)
ticket_id?: (number | null)
requester_id?: (number | null)
assignee_id?: (number | null)
group_id?: (number | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportSatisfactionRatingsListParams".
 */
export interface ZendeskSupportSatisfactionRatingsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportSatisfactionRatingsGetParams".
 */
export interface ZendeskSupportSatisfactionRatingsGetParams {
/**
 * Satisfaction rating id.
 */
satisfaction_rating_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportSlaPoliciesRecord".
 */
export interface ZendeskSupportSlaPoliciesRecord {
id: number
url?: (string | null)
title?: (string | null)
description?: (string | null)
position?: (number | null)
/**
 * {all: [...], any: [...]} conditions a ticket must meet.
 */
filter?: ({

} | null)
/**
 * {priority, metric, target, business_hours}.
 */
policy_metrics?: ({

}[] | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportSlaPoliciesListParams".
 */
export interface ZendeskSupportSlaPoliciesListParams {

}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportSlaPoliciesGetParams".
 */
export interface ZendeskSupportSlaPoliciesGetParams {
/**
 * SLA policy id.
 */
sla_policy_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketFormsRecord".
 */
export interface ZendeskSupportTicketFormsRecord {
id: number
url?: (string | null)
name?: (string | null)
raw_name?: (string | null)
display_name?: (string | null)
raw_display_name?: (string | null)
position?: (number | null)
active?: (boolean | null)
default?: (boolean | null)
end_user_visible?: (boolean | null)
in_all_brands?: (boolean | null)
restricted_brand_ids?: (number[] | null)
ticket_field_ids?: (number[] | null)
agent_conditions?: (unknown[] | null)
end_user_conditions?: (unknown[] | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketFormsListParams".
 */
export interface ZendeskSupportTicketFormsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
/**
 * Only active (true) or inactive (false) forms.
 */
active?: boolean
/**
 * Only forms end users can (true) or cannot (false) see.
 */
end_user_visible?: boolean
/**
 * Only forms of the brand the request's host names.
 */
associated_to_brand?: boolean
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketFormsGetParams".
 */
export interface ZendeskSupportTicketFormsGetParams {
/**
 * Ticket form id.
 */
ticket_form_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportAttachmentsRecord".
 */
export interface ZendeskSupportAttachmentsRecord {
id: number
url?: (string | null)
file_name?: (string | null)
content_url?: (string | null)
mapped_content_url?: (string | null)
content_type?: (string | null)
size?: (number | null)
width?: (number | null)
height?: (number | null)
inline?: (boolean | null)
deleted?: (boolean | null)
malware_access_override?: (boolean | null)
malware_scan_result?: (string | null)
thumbnails?: (unknown[] | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportAttachmentsGetParams".
 */
export interface ZendeskSupportAttachmentsGetParams {
/**
 * Attachment id.
 */
attachment_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportAttachmentsDownloadParams".
 */
export interface ZendeskSupportAttachmentsDownloadParams {
/**
 * Attachment id.
 */
attachment_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketAuditsRecord".
 */
export interface ZendeskSupportTicketAuditsRecord {
id: number
ticket_id?: (number | null)
author_id?: (number | null)
/**
 * {id, type (Create, Change, Comment, Notification, ...), field_name, value, previous_value, ...}.
 */
events?: ({

}[] | null)
metadata?: ({

} | null)
/**
 * {channel, source: {from, to, rel}}: how the record was made.
 */
via?: ({

} | null)
created_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketAuditsListParams".
 */
export interface ZendeskSupportTicketAuditsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketMetricsRecord".
 */
export interface ZendeskSupportTicketMetricsRecord {
id: number
url?: (string | null)
ticket_id?: (number | null)
group_stations?: (number | null)
assignee_stations?: (number | null)
reopens?: (number | null)
replies?: (number | null)
assignee_updated_at?: (string | null)
requester_updated_at?: (string | null)
status_updated_at?: (string | null)
initially_assigned_at?: (string | null)
assigned_at?: (string | null)
solved_at?: (string | null)
latest_comment_added_at?: (string | null)
custom_status_updated_at?: (string | null)
/**
 * {calendar, business}.
 */
reply_time_in_minutes?: ({

} | null)
reply_time_in_seconds?: ({

} | null)
first_resolution_time_in_minutes?: ({

} | null)
full_resolution_time_in_minutes?: ({

} | null)
agent_wait_time_in_minutes?: ({

} | null)
requester_wait_time_in_minutes?: ({

} | null)
on_hold_time_in_minutes?: ({

} | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTicketMetricsListParams".
 */
export interface ZendeskSupportTicketMetricsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTagsRecord".
 */
export interface ZendeskSupportTagsRecord {
name: string
count?: (number | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportTagsListParams".
 */
export interface ZendeskSupportTagsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportGroupMembershipsRecord".
 */
export interface ZendeskSupportGroupMembershipsRecord {
id: number
url?: (string | null)
user_id?: (number | null)
group_id?: (number | null)
default?: (boolean | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportGroupMembershipsListParams".
 */
export interface ZendeskSupportGroupMembershipsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationMembershipsRecord".
 */
export interface ZendeskSupportOrganizationMembershipsRecord {
id: number
url?: (string | null)
user_id?: (number | null)
organization_id?: (number | null)
organization_name?: (string | null)
default?: (boolean | null)
view_tickets?: (boolean | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportOrganizationMembershipsListParams".
 */
export interface ZendeskSupportOrganizationMembershipsListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticlesRecord".
 */
export interface ZendeskSupportArticlesRecord {
id: number
url?: (string | null)
html_url?: (string | null)
title?: (string | null)
/**
 * HTML body.
 */
body?: (string | null)
locale?: (string | null)
source_locale?: (string | null)
author_id?: (number | null)
section_id?: (number | null)
permission_group_id?: (number | null)
user_segment_id?: (number | null)
content_tag_ids?: (string[] | null)
label_names?: (string[] | null)
draft?: (boolean | null)
promoted?: (boolean | null)
outdated?: (boolean | null)
comments_disabled?: (boolean | null)
position?: (number | null)
vote_sum?: (number | null)
vote_count?: (number | null)
edited_at?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticlesListParams".
 */
export interface ZendeskSupportArticlesListParams {
/**
 * Records per page, 1 to 100.
 */
page_size?: number
/**
 * The next page: connector_metadata.after_cursor of the previous answer.
 */
page_after?: string
sort_by?: ("position" | "title" | "created_at" | "updated_at")
/**
 * Sort direction.
 */
sort_order?: ("asc" | "desc")
/**
 * Only articles with all these labels.
 * 
 * @minItems 1
 * @maxItems 20
 */
label_names?: string[]
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticlesGetParams".
 */
export interface ZendeskSupportArticlesGetParams {
/**
 * Article id.
 */
article_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticleAttachmentsRecord".
 */
export interface ZendeskSupportArticleAttachmentsRecord {
id: number
url?: (string | null)
article_id?: (number | null)
file_name?: (string | null)
content_url?: (string | null)
relative_path?: (string | null)
content_type?: (string | null)
size?: (number | null)
inline?: (boolean | null)
guide_media_id?: (string | null)
created_at?: (string | null)
updated_at?: (string | null)
[k: string]: unknown | undefined
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticleAttachmentsListParams".
 */
export interface ZendeskSupportArticleAttachmentsListParams {
/**
 * Article id.
 */
article_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticleAttachmentsGetParams".
 */
export interface ZendeskSupportArticleAttachmentsGetParams {
/**
 * Article attachment id.
 */
article_attachment_id: number
}
/**
 * This interface was referenced by `KindSchemas`'s JSON-Schema
 * via the `definition` "ZendeskSupportArticleAttachmentsDownloadParams".
 */
export interface ZendeskSupportArticleAttachmentsDownloadParams {
/**
 * Article attachment id.
 */
article_attachment_id: number
}
