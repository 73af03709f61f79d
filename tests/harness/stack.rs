//! The deployed stack on one machine, built from `infra/template.yaml`: tables, bucket and
//! queues on moto_server under a fresh name prefix (the stack name), the queues' visibility
//! timeouts and redrive policies from the template, every function of the template as its real
//! binary under cargo-lambda's emulator with the environment the template gives it, and the
//! event sources between them — the HTTP API ([`api_gateway`]), the SQS event source mappings
//! ([`QueueMapping`]) and the schedules. One stack serves every test of a test binary
//! ([`shared`]); tests keep apart by using users of their own.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, LazyLock, OnceLock};
use std::time::{Duration, Instant};

use aws_sdk_sqs::types::QueueAttributeName;
use cookbook_domain::SystemClock;
use cookbook_store::aws::TableNames;
use cookbook_store::{Stores, aws, emulator};
use serde_json::Value;

use super::api_gateway::{self, Caller, HttpApi, HttpResponse, Request};
use super::build::{build_as_tested, workspace_root};
use super::fixture_site::{FixtureSite, search_api_config};
use super::lambda::{Emulator, Invocation, Launch, Sandbox, stop_group};
use super::queue_mapping::QueueMapping;
use super::runtime_proxy::RuntimeProxy;
use super::template::{Function, Resolver, Template};

/// Settings a test deployment adds to the template's environment: fetching from the loopback
/// fixture site (CONTRACTS §9, never in the template) without spacing its requests a second
/// apart, which would only make the suite slower.
const TEST_ONLY_ENVIRONMENT: [(&str, &str); 2] = [
    ("FETCH_ALLOW_LOOPBACK_FOR_TESTS", "1"),
    ("FETCH_MIN_INTERVAL_MS", "0"),
];
/// What the processes take from the test's own environment (with the emulator's defaults):
/// where the AWS APIs are, and the region and credentials Lambda would provide.
const INHERITED_ENVIRONMENT: [(&str, &str); 4] = [
    ("AWS_ENDPOINT_URL", ""),
    ("AWS_ACCESS_KEY_ID", "test"),
    ("AWS_SECRET_ACCESS_KEY", "test"),
    ("AWS_REGION", "us-east-1"),
];

/// How long every function together may take to start (the catalog seeding of `api` and
/// `chat` is the slow part).
const INIT_LIMIT: Duration = Duration::from_secs(120);

/// The runtime every test of the binary shares, so the stack's clients and pollers outlive
/// any one test.
static RUNTIME: LazyLock<tokio::runtime::Runtime> = LazyLock::new(|| {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime")
});
static STACK: OnceLock<Stack> = OnceLock::new();
/// The emulator's process group, ended when the test binary exits.
static PROCESS_GROUP: AtomicI32 = AtomicI32::new(0);

extern "C" fn stop_processes_at_exit() {
    let group = PROCESS_GROUP.load(Ordering::SeqCst);
    if group > 0 {
        stop_group(group);
    }
}

/// Runs `future` on the shared runtime.
pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    RUNTIME.block_on(future)
}

/// The stack shared by the tests of this binary, started by the first one to ask; every
/// function logs to `log_path`.
pub fn shared(log_path: &Path) -> &'static Stack {
    STACK.get_or_init(|| Stack::start(log_path))
}

/// A queue of the stack.
#[derive(Debug, Clone)]
pub struct QueueInfo {
    pub url: String,
    pub arn: String,
    /// The redrive policy's `maxReceiveCount`, for a queue with a dead-letter queue.
    pub max_receive_count: Option<u32>,
}

pub struct Stack {
    /// Direct access to what the functions store, for assertions.
    pub stores: Stores,
    pub sqs: aws_sdk_sqs::Client,
    pub dynamodb: aws_sdk_dynamodb::Client,
    /// The physical names of the stack's tables.
    pub tables: TableNames,
    pub site: FixtureSite,
    emulator: Emulator,
    functions: BTreeMap<String, (Function, Arc<Sandbox>)>,
    /// Logical id → queue.
    queues: HashMap<String, QueueInfo>,
    api: HttpApi,
    client: reqwest::Client,
}

impl Stack {
    fn start(log_path: &Path) -> Self {
        let begun = Instant::now();
        let template = Template::load(&workspace_root().join("infra/template.yaml"));
        let functions = template.functions();
        check_mappings(&template, &functions);
        // Functions share their binary (each runs the handler its COOKBOOK_FUNCTION names).
        let mut binaries: Vec<&str> = functions.iter().map(|f| f.binary.as_str()).collect();
        binaries.sort_unstable();
        binaries.dedup();
        // The build check, the emulator's start and the resources on moto side by side.
        let (executables, emulator, (sdk, prefix, config)) = std::thread::scope(|scope| {
            let built = scope.spawn(|| build_as_tested(&binaries));
            let emulator = scope.spawn(|| {
                let names: Vec<&str> = functions.iter().map(|f| f.name.as_str()).collect();
                let emulator = Emulator::start(log_path, &names);
                PROCESS_GROUP.store(emulator.group_id(), Ordering::SeqCst);
                // SAFETY: registers an `extern "C"` function that only reads an atomic and runs `kill`.
                unsafe { libc::atexit(stop_processes_at_exit) };
                emulator
            });
            let resources = RUNTIME.block_on(async {
                let sdk = emulator::sdk().await;
                let prefix = emulator::random_prefix();
                let config = emulator::bootstrapped(&sdk, &prefix).await;
                (sdk, prefix, config)
            });
            (joined(built), joined(emulator), resources)
        });
        RUNTIME.block_on(async move {
            let sqs = aws_sdk_sqs::Client::new(&sdk);
            let site = FixtureSite::start().await;

            let mut parameters = template.parameter_defaults();
            parameters.insert("SearchApiConfig".into(), search_api_config(&site));
            parameters.insert("JwtIssuer".into(), "https://issuer.example.com".into());
            parameters.insert("JwtAudience".into(), "cookbook".into());
            let mut resolver = Resolver::new(prefix.trim_end_matches('-'), parameters);
            let table_names: Vec<&str> = config.tables.by_spec().map(|(_, name)| name).to_vec();
            for (logical_id, resource_type) in template.resource_ids() {
                match resource_type {
                    "AWS::DynamoDB::Table" => {
                        let name = resolver.resolve(
                            template
                                .property(logical_id, "TableName")
                                .expect("TableName"),
                        );
                        assert!(
                            table_names.contains(&name.as_str()),
                            "{logical_id} names table {name}, which the schema does not create"
                        );
                        resolver.set_ref(logical_id, name);
                    }
                    // The template lets CloudFormation name the bucket.
                    "AWS::S3::Bucket" => resolver.set_ref(logical_id, config.bucket.clone()),
                    _ => {}
                }
            }
            let queues = configure_queues(&template, &mut resolver, &sqs).await;

            let timeouts = functions
                .iter()
                .map(|f| (f.name.clone(), f.timeout))
                .collect();
            let proxy = RuntimeProxy::start(emulator.port, timeouts).await;
            let client = reqwest::Client::new();
            let spawned = Instant::now();
            let mut started = BTreeMap::new();
            for function in &functions {
                let environment = function_environment(function, &resolver);
                let sandbox = Arc::new(Sandbox::start(Launch {
                    name: function.name.clone(),
                    executable: executables[&function.binary].clone(),
                    environment,
                    runtime_api: format!("http://127.0.0.1:{}/.rt/{}", proxy.port, function.name),
                    group: emulator.group_id(),
                    log_path: emulator.log_path().to_owned(),
                }));
                for source in &function.queue_sources {
                    let queue = &queues[&source.queue];
                    let mapping = QueueMapping {
                        function: Arc::clone(&sandbox),
                        invoke_url: emulator.invoke_url(&function.name),
                        queue_url: queue.url.clone(),
                        queue_arn: queue.arn.clone(),
                        batch_size: source.batch_size,
                        report_item_failures: source.report_item_failures,
                        timeout: function.timeout,
                    };
                    tokio::spawn(mapping.run(sqs.clone(), client.clone()));
                }
                started.insert(function.name.clone(), (function.clone(), sandbox));
            }
            let stack = Stack {
                dynamodb: aws_sdk_dynamodb::Client::new(&sdk),
                tables: config.tables.clone(),
                stores: aws::connect_with(&sdk, config, Arc::new(SystemClock)),
                sqs,
                site,
                emulator,
                api: HttpApi::new(&functions),
                functions: started,
                queues,
                client,
            };
            // Lambda times an invocation from its start, not from the cold start before it.
            let deadline = Instant::now() + INIT_LIMIT;
            loop {
                let waiting: Vec<String> = stack
                    .functions
                    .iter()
                    .filter(|(name, _)| proxy.first_poll(name).is_none())
                    .map(|(name, (_, sandbox))| match sandbox.exit_status() {
                        Some(status) => format!("{name} ({status})"),
                        None => name.clone(),
                    })
                    .collect();
                if waiting.is_empty() {
                    break;
                }
                assert!(
                    Instant::now() < deadline,
                    "not started within {INIT_LIMIT:?}: {waiting:?}\n{}",
                    stack.log()
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            let inits: Vec<String> = stack
                .functions
                .keys()
                .filter_map(|name| {
                    let init = proxy.first_poll(name)?.saturating_duration_since(spawned);
                    Some(format!("{name} {} ms", init.as_millis()))
                })
                .collect();
            eprintln!(
                "serverless stack built and started in {:.1?}; process start to first /next \
                 (debug build, all at once): {}",
                begun.elapsed(),
                inits.join(", ")
            );
            stack
        })
    }

    fn sandbox(&self, name: &str) -> &(Function, Arc<Sandbox>) {
        self.functions
            .get(name)
            .unwrap_or_else(|| panic!("the template deploys no function {name}"))
    }

    /// A JSON request through the HTTP API, as a signed-in web client sends it (a bearer token
    /// when there is a `caller`); `path` may carry a query string.
    pub async fn http(
        &self,
        method: &str,
        path: &str,
        caller: Option<&Caller>,
        body: Option<&Value>,
    ) -> HttpResponse {
        let body = body.map(Value::to_string);
        let mut headers = vec![("Content-Type", "application/json")];
        if caller.is_some() {
            headers.push(("Authorization", "Bearer checked-by-api-gateway"));
        }
        self.http_request(&Request {
            method,
            path,
            caller,
            headers: &headers,
            body: body.as_deref(),
        })
        .await
    }

    /// A request through the HTTP API with exactly the client's headers.
    pub async fn http_request(&self, request: &Request<'_>) -> HttpResponse {
        let path = request
            .path
            .split_once('?')
            .map_or(request.path, |(path, _)| path);
        let Some(matched) = self.api.route(request.method, path) else {
            return HttpResponse::gateway(404, "Not Found");
        };
        if !matched.route.public && request.caller.is_none() {
            return HttpResponse::gateway(401, "Unauthorized");
        }
        let event = api_gateway::event(request, &matched);
        let (function, sandbox) = self.sandbox(matched.function);
        let timeout = function.timeout.min(api_gateway::INTEGRATION_TIMEOUT);
        let invoke_url = self.emulator.invoke_url(&function.name);
        match sandbox
            .invoke(&self.client, &invoke_url, &event, timeout)
            .await
        {
            Invocation::Answered(response) => HttpResponse::from_lambda(&response),
            Invocation::TimedOut => HttpResponse::gateway(503, "Service Unavailable"),
            Invocation::Errored(_) | Invocation::Crashed => {
                HttpResponse::gateway(500, "Internal Server Error")
            }
        }
    }

    /// Sends `body` to the queue with logical id `queue`, as a producer would.
    pub async fn send(&self, queue: &str, body: &str) {
        self.sqs
            .send_message()
            .queue_url(&self.queue(queue).url)
            .message_body(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("SendMessage to {queue}: {e}"));
    }

    pub fn queue(&self, logical_id: &str) -> &QueueInfo {
        self.queues
            .get(logical_id)
            .unwrap_or_else(|| panic!("the template declares no queue {logical_id}"))
    }

    /// Runs the function's schedule `name` once, with the template's input, as EventBridge
    /// Scheduler would at its next tick; returns the function's answer.
    pub async fn tick_schedule(&self, function_name: &str, name: &str) -> Value {
        let (function, sandbox) = self.sandbox(function_name);
        let schedule = function
            .schedules
            .iter()
            .find(|s| s.name == name)
            .unwrap_or_else(|| panic!("{function_name} has no schedule {name}"));
        let invoke_url = self.emulator.invoke_url(function_name);
        match sandbox
            .invoke(&self.client, &invoke_url, &schedule.input, function.timeout)
            .await
        {
            Invocation::Answered(answer) => answer,
            other => panic!(
                "schedule {name} of {function_name} failed: {other:?}\n{}",
                self.log()
            ),
        }
    }

    /// SIGKILL to the function's current process.
    pub fn kill(&self, name: &str) {
        self.sandbox(name).1.kill();
    }

    /// How many processes the function has started (1 until one died or timed out).
    pub fn starts(&self, name: &str) -> u32 {
        self.sandbox(name).1.starts()
    }

    /// The bodies of the messages waiting in a dead-letter queue (received and released again
    /// at once). Only for queues nothing consumes: a receive counts toward `maxReceiveCount`.
    pub async fn dead_letters(&self, queue: &str) -> Vec<String> {
        let received = self
            .sqs
            .receive_message()
            .queue_url(&self.queue(queue).url)
            .max_number_of_messages(10)
            .visibility_timeout(0)
            .send()
            .await
            .unwrap_or_else(|e| panic!("ReceiveMessage from {queue}: {e}"));
        received
            .messages
            .unwrap_or_default()
            .into_iter()
            .filter_map(|m| m.body)
            .collect()
    }

    /// Every function's log lines so far, for failure messages.
    pub fn log(&self) -> String {
        let log = self.emulator.log();
        // The end says most about a failure; the whole log can be megabytes.
        let start = log.len().saturating_sub(20_000);
        let start = (start..log.len())
            .find(|i| log.is_char_boundary(*i))
            .unwrap_or(log.len());
        log[start..].to_owned()
    }

    /// Polls `check` until it gives a value or `limit` passes; panics with `what` and the log.
    pub async fn eventually<T, F, Fut>(&self, what: &str, limit: Duration, check: F) -> T
    where
        F: Fn() -> Fut,
        Fut: std::future::Future<Output = Option<T>>,
    {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(value) = check().await {
                return value;
            }
            assert!(
                Instant::now() < deadline,
                "{what}: not within {limit:?}\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

/// A scoped thread's result, or its panic carried on.
fn joined<T>(handle: std::thread::ScopedJoinHandle<'_, T>) -> T {
    handle
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// Finds each queue of the template among those the schema bootstrap created and gives it the
/// template's visibility timeout, retention and redrive policy; registers its URL, ARN and name
/// with the resolver.
async fn configure_queues(
    template: &Template,
    resolver: &mut Resolver,
    sqs: &aws_sdk_sqs::Client,
) -> HashMap<String, QueueInfo> {
    let mut queues = HashMap::new();
    let declared = template.queues();
    for queue in &declared {
        let name = resolver.resolve(&queue.name);
        let url = sqs
            .get_queue_url()
            .queue_name(&name)
            .send()
            .await
            .unwrap_or_else(|e| {
                panic!(
                    "{} names queue {name}, which the schema does not create: {e}",
                    queue.logical_id
                )
            })
            .queue_url
            .expect("a queue URL");
        let arn = sqs
            .get_queue_attributes()
            .queue_url(&url)
            .attribute_names(QueueAttributeName::QueueArn)
            .send()
            .await
            .ok()
            .and_then(|a| a.attributes?.remove(&QueueAttributeName::QueueArn))
            .unwrap_or_else(|| panic!("no ARN for queue {name}"));
        resolver.set_ref(&queue.logical_id, url.clone());
        resolver.set_attribute(&queue.logical_id, "Arn", arn.clone());
        resolver.set_attribute(&queue.logical_id, "QueueName", name);
        let max_receive_count = queue.redrive.as_ref().map(|r| r.max_receive_count);
        let info = QueueInfo {
            url,
            arn,
            max_receive_count,
        };
        queues.insert(queue.logical_id.clone(), info);
    }
    for queue in &declared {
        let mut request = sqs
            .set_queue_attributes()
            .queue_url(&queues[&queue.logical_id].url)
            .attributes(
                QueueAttributeName::VisibilityTimeout,
                queue.visibility_timeout.as_secs().to_string(),
            );
        if let Some(retention) = queue.message_retention {
            request = request.attributes(
                QueueAttributeName::MessageRetentionPeriod,
                retention.as_secs().to_string(),
            );
        }
        if let Some(redrive) = &queue.redrive {
            let policy = serde_json::json!({
                "deadLetterTargetArn": queues[&redrive.dead_letter_queue].arn,
                "maxReceiveCount": redrive.max_receive_count,
            });
            request = request.attributes(QueueAttributeName::RedrivePolicy, policy.to_string());
        }
        request
            .send()
            .await
            .unwrap_or_else(|e| panic!("SetQueueAttributes of {}: {e}", queue.logical_id));
    }
    queues
}

/// What Lambda checks when it creates an SQS event source mapping: the queue hides a message
/// at least as long as the function may run, or a message would be handed out twice at once.
fn check_mappings(template: &Template, functions: &[Function]) {
    let queues: HashMap<String, Duration> = template
        .queues()
        .into_iter()
        .map(|q| (q.logical_id, q.visibility_timeout))
        .collect();
    for function in functions {
        for source in &function.queue_sources {
            assert!(
                queues[&source.queue] >= function.timeout,
                "{}: queue {} hides messages {:?}, less than the function's timeout {:?}",
                function.logical_id,
                source.queue,
                queues[&source.queue],
                function.timeout
            );
        }
    }
}

/// The function's environment as deployed, plus [`TEST_ONLY_ENVIRONMENT`] and
/// [`INHERITED_ENVIRONMENT`]; nothing else of the test's own environment leaks in.
fn function_environment(function: &Function, resolver: &Resolver) -> Vec<(String, String)> {
    let mut environment: Vec<(String, String)> = function
        .environment
        .iter()
        .map(|(name, value)| (name.clone(), resolver.resolve(value)))
        .collect();
    for (name, value) in TEST_ONLY_ENVIRONMENT {
        assert!(
            !function.environment.contains_key(name),
            "the template sets the test-only {name}"
        );
        environment.push((name.to_owned(), value.to_owned()));
    }
    for (name, fallback) in INHERITED_ENVIRONMENT {
        let value = std::env::var(name).unwrap_or_else(|_| fallback.to_owned());
        environment.push((name.to_owned(), value));
    }
    environment
}
