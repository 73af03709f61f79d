//! `cookbook`: the whole product on one machine. `serve` runs every HTTP route and a worker per
//! queue on the embedded store; the other verbs are the CLI of CONTRACTS.md §7. Results go to
//! stdout, logs and progress to stderr.

mod chat;
mod classify_ingredients;
mod extract;
mod import;
mod mcp;
mod migrate;
mod parse_ingredients;
mod plan;
mod secret;
mod serve;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use cookbook_app::auth::LocalAuth;
use jiff::{SignedDuration, Timestamp};

#[derive(Debug, Parser)]
#[command(
    name = "cookbook",
    version,
    about = "Cookbook: recipes and meal plans, locally"
)]
struct Cli {
    /// Folder holding the local state: database, artifacts, dev signing secret.
    #[arg(long, global = true, default_value = ".cookbook")]
    data: PathBuf,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Runs every route on 127.0.0.1 and a worker per queue until Ctrl-C.
    Serve {
        #[arg(long, default_value_t = 8080)]
        port: u16,
    },
    /// Prints a dev bearer token for the local stack (last line of output).
    Token {
        #[arg(long)]
        user: String,
        #[arg(long)]
        admin: bool,
        /// Lifetime in hours.
        #[arg(long, default_value_t = 24)]
        hours: u16,
    },
    /// Extracts a recipe draft from a page.
    Extract {
        #[arg(long, conflicts_with = "batch")]
        html: Option<PathBuf>,
        #[arg(long)]
        url: Option<String>,
        #[arg(long)]
        batch: Option<PathBuf>,
    },
    /// Parses ingredient lines from stdin, one JSON line out per line in.
    ParseIngredients,
    /// Classifies ingredient lines from stdin: allergens, "may contain" and diet flags.
    ClassifyIngredients,
    /// Imports a recipe by URL (or a file of URLs, the top result of a search, a page saved in
    /// the browser or recipe text) into a draft for review. Searching needs SEARCH_API_CONFIG
    /// or SEARCH_CURATED_SOURCES (see README).
    Import {
        url: Option<String>,
        #[arg(long, conflicts_with_all = ["url", "query", "html", "text"],
              required_unless_present_any = ["url", "query", "html", "text"])]
        batch: Option<PathBuf>,
        #[arg(long, conflicts_with_all = ["url", "html", "text"])]
        query: Option<String>,
        /// A page saved in the browser ("Save Page As…"); nothing is fetched.
        #[arg(long, conflicts_with_all = ["url", "text"])]
        html: Option<PathBuf>,
        /// A file of recipe text, as pasted into the web app.
        #[arg(long, conflicts_with = "url")]
        text: Option<PathBuf>,
        /// With --html or --text: the address the recipe comes from, kept as its source (not
        /// fetched). A saved page without it uses the address the page names.
        #[arg(long = "url", id = "source_url", value_name = "URL")]
        source_url: Option<String>,
        /// Who owns the imported drafts (review them with `token --user` of the same name).
        #[arg(long, default_value = "local")]
        user: String,
    },
    /// Brings in a recipe collection exported from Mealie, Tandoor, Paprika or Nextcloud
    /// Cookbook (a zip, `.paprikarecipes` file or folder); prints the per-recipe report. Saved
    /// web pages (a folder or zip of HTML / JSON-LD files) become import tasks run to review.
    Migrate {
        file: PathBuf,
        /// Whose recipes they become.
        #[arg(long, default_value = "local")]
        user: String,
        /// mealie, tandoor, paprika, nextcloud or web; recognised from the file when left out.
        #[arg(long)]
        format: Option<String>,
    },
    /// Writes a user's recipes as a Nextcloud Cookbook zip (`NAME/recipe.json`, schema.org).
    Export {
        #[arg(long, default_value = "local")]
        user: String,
        /// Where to write the zip; stdout when left out.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Plans meals for a planner instance (seed 003).
    Plan {
        /// The planner instance (CONTRACTS.md §6).
        #[arg(long, conflicts_with = "batch")]
        profile: Option<PathBuf>,
        /// Recipe pool replacing the instance's (default: the core catalog).
        #[arg(long, conflicts_with = "batch")]
        recipes: Option<PathBuf>,
        /// Prints the plan (or failure report) as JSON instead of a table.
        #[arg(long, conflicts_with = "batch")]
        json: bool,
        /// Plans every DIR/instance-*.json, one JSON line each.
        #[arg(long)]
        batch: Option<PathBuf>,
    },
    /// Serves the MCP tools over stdin/stdout for a desktop client (logs go to stderr).
    Mcp {
        /// Whose recipes, tasks and plans the tools use.
        #[arg(long)]
        user: String,
        /// Acts with the admin role: the prompt tools and MCP prompts answer admins only.
        #[arg(long)]
        admin: bool,
    },
    /// Talks to the assistant in the terminal, one message per line.
    Chat {
        /// Whose plans, lists and chat state the session uses.
        #[arg(long, default_value = "local")]
        user: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // A chat session shows its tool calls itself; info logs would bury the conversation.
    let default_level = match cli.command {
        Command::Chat { .. } => "warn",
        _ => "info",
    };
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_level)),
        )
        .init();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve { port } => {
            let runtime = tokio::runtime::Runtime::new()?;
            runtime.block_on(serve::serve(&cli.data, port))
        }
        Command::Token { user, admin, hours } => {
            let auth = LocalAuth::new(&secret::load_or_create(&cli.data)?);
            let token = auth.issue(
                &user,
                admin,
                Timestamp::now(),
                SignedDuration::from_hours(hours.into()),
            )?;
            println!("{token}");
            Ok(())
        }
        Command::Extract { html, url, batch } => {
            extract::run(html.as_deref(), url.as_deref(), batch.as_deref())
        }
        Command::ParseIngredients => parse_ingredients::run(),
        Command::ClassifyIngredients => classify_ingredients::run(),
        Command::Import {
            url,
            batch,
            query,
            html,
            text,
            source_url,
            user,
        } => {
            let source_url = source_url.as_deref();
            if source_url.is_some() && html.is_none() && text.is_none() {
                anyhow::bail!(
                    "--url goes with --html or --text; to import from the web, give the URL alone"
                );
            }
            let source = match (&url, &batch, &query, &html, &text) {
                (Some(url), ..) => import::Source::Url(url),
                (_, Some(file), ..) => import::Source::Batch(file),
                (_, _, Some(query), ..) => import::Source::Query(query),
                (_, _, _, Some(file), _) => import::Source::Html {
                    file,
                    url: source_url,
                },
                (_, _, _, _, Some(file)) => import::Source::Text {
                    file,
                    url: source_url,
                },
                _ => anyhow::bail!(
                    "give a URL, --batch FILE, --query TEXT, --html FILE or --text FILE"
                ),
            };
            import::run(&cli.data, &user, source)
        }
        Command::Plan {
            profile,
            recipes,
            json,
            batch,
        } => plan::run(match (&profile, &batch) {
            (Some(profile), _) => plan::Request::Single {
                profile,
                recipes: recipes.as_deref(),
                json,
            },
            (None, Some(dir)) => plan::Request::Batch(dir),
            (None, None) => anyhow::bail!("give --profile INSTANCE.json or --batch DIR"),
        }),
        Command::Migrate { file, user, format } => {
            migrate::run(&cli.data, &file, &user, format.as_deref())
        }
        Command::Export { user, out } => migrate::export(&cli.data, &user, out.as_deref()),
        Command::Chat { user } => chat::run(&cli.data, &user),
        Command::Mcp { user, admin } => mcp::run(&cli.data, &user, admin),
    }
}
