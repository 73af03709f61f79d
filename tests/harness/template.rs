//! `infra/template.yaml` read the way CloudFormation and SAM deploy it: every function with its
//! binary, timeout, environment and event sources (HTTP API routes, SQS mappings, schedules),
//! and every queue with its redrive policy. The short forms `!Ref`, `!GetAtt` and `!Sub` are
//! resolved against the names a test stack gives its resources ([`Resolver`]), so the event
//! source driver never keeps a second, hand-written list of what is deployed.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::time::Duration;

use serde_yaml::{Mapping, Value};

use super::cfn::{intrinsic_argument, load_template, resources};

/// Lambda's timeout when neither the function nor `Globals` sets one.
const LAMBDA_DEFAULT_TIMEOUT: Duration = Duration::from_secs(3);
/// SQS's default visibility timeout, for a queue that does not set one.
const SQS_DEFAULT_VISIBILITY: Duration = Duration::from_secs(30);

/// The parsed template.
pub struct Template {
    root: Value,
}

/// One `AWS::Serverless::Function`.
#[derive(Debug, Clone)]
pub struct Function {
    pub logical_id: String,
    /// The handler it runs (`COOKBOOK_FUNCTION` in its environment), its name in these tests.
    pub name: String,
    /// The Cargo binary it is built from (`Metadata.BuildProperties.Binary`).
    pub binary: String,
    pub timeout: Duration,
    /// `Globals` variables overlaid by the function's own, still unresolved.
    pub environment: BTreeMap<String, Value>,
    pub routes: Vec<Route>,
    pub queue_sources: Vec<QueueSource>,
    pub schedules: Vec<Schedule>,
}

/// An `HttpApi` event: the route API Gateway sends to the function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub method: String,
    /// As declared, with `{param}` and greedy `{proxy+}` segments.
    pub path: String,
    /// `Auth.Authorizer: NONE`: no JWT needed.
    pub public: bool,
}

/// An `SQS` event: the event source mapping that polls a queue for the function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueSource {
    /// Logical id of the queue (`Queue: !GetAtt X.Arn`).
    pub queue: String,
    pub batch_size: usize,
    /// `FunctionResponseTypes: [ReportBatchItemFailures]`.
    pub report_item_failures: bool,
}

/// A `ScheduleV2` (or `Schedule`) event.
#[derive(Debug, Clone, PartialEq)]
pub struct Schedule {
    pub name: String,
    pub expression: String,
    /// What the scheduler sends as the event (`Input`, JSON text), `{}` when absent.
    pub input: serde_json::Value,
}

/// One `AWS::SQS::Queue`.
#[derive(Debug, Clone)]
pub struct Queue {
    pub logical_id: String,
    /// `QueueName`, still unresolved.
    pub name: Value,
    pub visibility_timeout: Duration,
    pub message_retention: Option<Duration>,
    pub redrive: Option<Redrive>,
}

/// A queue's `RedrivePolicy`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redrive {
    /// Logical id of the dead-letter queue.
    pub dead_letter_queue: String,
    pub max_receive_count: u32,
}

impl Template {
    pub fn load(path: &Path) -> Self {
        Self {
            root: load_template(path),
        }
    }

    fn resources(&self) -> &Mapping {
        resources(&self.root)
    }

    /// Logical id → resource, for every resource of one type, in the template's order.
    fn resources_of_type<'a>(
        &'a self,
        resource_type: &'a str,
    ) -> impl Iterator<Item = (String, &'a Value)> + 'a {
        self.resources()
            .iter()
            .filter(move |(_, resource)| str_at(resource, &["Type"]) == Some(resource_type))
            .map(|(id, resource)| (id.as_str().expect("string logical id").to_owned(), resource))
    }

    /// The logical id and resource of every resource, for resolving references.
    pub fn resource_ids(&self) -> impl Iterator<Item = (&str, &str)> {
        self.resources()
            .iter()
            .filter_map(|(id, resource)| Some((id.as_str()?, str_at(resource, &["Type"])?)))
    }

    /// A resource's `Properties.{key}`.
    pub fn property(&self, logical_id: &str, key: &str) -> Option<&Value> {
        at(self.resources().get(logical_id)?, &["Properties", key])
    }

    pub fn functions(&self) -> Vec<Function> {
        let globals = at(&self.root, &["Globals", "Function"]);
        self.resources_of_type("AWS::Serverless::Function")
            .map(|(logical_id, resource)| {
                let binary = str_at(resource, &["Metadata", "BuildProperties", "Binary"])
                    .unwrap_or_else(|| panic!("{logical_id}: no Metadata.BuildProperties.Binary"))
                    .to_owned();
                let properties = resource.get("Properties");
                let setting = |key: &str| {
                    properties
                        .and_then(|p| p.get(key))
                        .or_else(|| globals.and_then(|g| g.get(key)))
                };
                let timeout = setting("Timeout")
                    .map(|t| Duration::from_secs(t.as_u64().expect("Timeout in whole seconds")))
                    .unwrap_or(LAMBDA_DEFAULT_TIMEOUT);
                let environment = [globals, properties]
                    .into_iter()
                    .flatten()
                    .filter_map(|owner| at(owner, &["Environment", "Variables"])?.as_mapping())
                    .flatten()
                    .map(|(name, value)| {
                        (name.as_str().expect("env name").to_owned(), value.clone())
                    })
                    .collect::<BTreeMap<String, Value>>();
                let name = environment
                    .get("COOKBOOK_FUNCTION")
                    .and_then(Value::as_str)
                    .unwrap_or_else(|| panic!("{logical_id}: no COOKBOOK_FUNCTION in Environment"))
                    .to_owned();
                let mut function = Function {
                    name,
                    binary,
                    timeout,
                    environment,
                    routes: Vec::new(),
                    queue_sources: Vec::new(),
                    schedules: Vec::new(),
                    logical_id,
                };
                let events = properties
                    .and_then(|p| p.get("Events"))
                    .and_then(Value::as_mapping);
                for (name, event) in events.into_iter().flatten() {
                    let name = name.as_str().expect("event name");
                    function.add_event(name, event, |api| self.has_default_authorizer(api));
                }
                function
            })
            .collect()
    }

    pub fn queues(&self) -> Vec<Queue> {
        self.resources_of_type("AWS::SQS::Queue")
            .map(|(logical_id, resource)| {
                let seconds = |key: &str| {
                    at(resource, &["Properties", key])
                        .map(|v| Duration::from_secs(v.as_u64().expect("whole seconds")))
                };
                let redrive = at(resource, &["Properties", "RedrivePolicy"]).map(|policy| {
                    let target = policy
                        .get("deadLetterTargetArn")
                        .and_then(|arn| intrinsic_argument(arn, "GetAtt"))
                        .unwrap_or_else(|| {
                            panic!("{logical_id}: deadLetterTargetArn is not !GetAtt Queue.Arn")
                        });
                    Redrive {
                        dead_letter_queue: target.trim_end_matches(".Arn").to_owned(),
                        max_receive_count: policy
                            .get("maxReceiveCount")
                            .and_then(Value::as_u64)
                            .and_then(|n| u32::try_from(n).ok())
                            .expect("maxReceiveCount"),
                    }
                });
                Queue {
                    name: at(resource, &["Properties", "QueueName"])
                        .cloned()
                        .unwrap_or_else(|| panic!("{logical_id}: no QueueName")),
                    visibility_timeout: seconds("VisibilityTimeout")
                        .unwrap_or(SQS_DEFAULT_VISIBILITY),
                    message_retention: seconds("MessageRetentionPeriod"),
                    redrive,
                    logical_id,
                }
            })
            .collect()
    }

    /// Whether the HTTP API `api` has a `DefaultAuthorizer` (its routes then need a JWT).
    fn has_default_authorizer(&self, api: &str) -> bool {
        self.resources()
            .get(api)
            .and_then(|resource| at(resource, &["Properties", "Auth", "DefaultAuthorizer"]))
            .is_some()
    }

    /// `Parameters` with their `Default`s (a parameter without one has none here).
    pub fn parameter_defaults(&self) -> HashMap<String, String> {
        self.root
            .get("Parameters")
            .and_then(Value::as_mapping)
            .into_iter()
            .flatten()
            .filter_map(|(name, parameter)| {
                Some((
                    name.as_str()?.to_owned(),
                    scalar(parameter.get("Default")?)?,
                ))
            })
            .collect()
    }
}

impl Function {
    /// Adds one event; `has_default_authorizer(api)` says whether the HTTP API with that logical
    /// id guards its routes unless they opt out.
    fn add_event(
        &mut self,
        name: &str,
        event: &Value,
        has_default_authorizer: impl Fn(&str) -> bool,
    ) {
        let properties = event.get("Properties");
        let property = |key: &str| properties.and_then(|p| p.get(key));
        match str_at(event, &["Type"]) {
            Some("HttpApi") => self.routes.push(Route {
                method: property("Method")
                    .and_then(Value::as_str)
                    .expect("HttpApi Method")
                    .to_ascii_uppercase(),
                path: property("Path")
                    .and_then(Value::as_str)
                    .expect("HttpApi Path")
                    .to_owned(),
                public: properties.and_then(|p| str_at(p, &["Auth", "Authorizer"])) == Some("NONE")
                    || !property("ApiId")
                        .and_then(|api| intrinsic_argument(api, "Ref"))
                        .is_some_and(|api| has_default_authorizer(&api)),
            }),
            Some("SQS") => {
                let queue = property("Queue")
                    .and_then(|q| intrinsic_argument(q, "GetAtt"))
                    .unwrap_or_else(|| panic!("{name}: Queue is not !GetAtt Queue.Arn"));
                let report_item_failures = property("FunctionResponseTypes")
                    .and_then(Value::as_sequence)
                    .is_some_and(|types| {
                        types
                            .iter()
                            .any(|t| t.as_str() == Some("ReportBatchItemFailures"))
                    });
                self.queue_sources.push(QueueSource {
                    queue: queue.trim_end_matches(".Arn").to_owned(),
                    // Lambda's default batch size for SQS.
                    batch_size: property("BatchSize")
                        .and_then(Value::as_u64)
                        .map_or(10, |n| usize::try_from(n).expect("batch size")),
                    report_item_failures,
                });
            }
            Some("ScheduleV2" | "Schedule") => {
                let input = property("Input")
                    .and_then(Value::as_str)
                    .map(|text| {
                        serde_json::from_str(text)
                            .unwrap_or_else(|e| panic!("{name}: Input is not JSON: {e}"))
                    })
                    .unwrap_or_else(|| serde_json::json!({}));
                self.schedules.push(Schedule {
                    name: name.to_owned(),
                    expression: property("ScheduleExpression")
                        .and_then(Value::as_str)
                        .expect("ScheduleExpression")
                        .to_owned(),
                    input,
                });
            }
            other => panic!(
                "{}: event {name} has a type the driver does not play: {other:?}",
                self.logical_id
            ),
        }
    }
}

/// Resolves CloudFormation values to what a deployed stack would hold: pseudo parameters from
/// the stack name, parameters from their defaults or overrides, `!Ref` and `!GetAtt` of
/// resources from the physical names and attributes the test stack registered.
#[derive(Debug, Clone, Default)]
pub struct Resolver {
    stack_name: String,
    parameters: HashMap<String, String>,
    /// Logical id → what `!Ref` gives (a table's name, a queue's URL, a bucket's name).
    refs: HashMap<String, String>,
    /// `LogicalId.Attribute` → what `!GetAtt` gives.
    attributes: HashMap<String, String>,
}

impl Resolver {
    pub fn new(stack_name: &str, parameters: HashMap<String, String>) -> Self {
        Self {
            stack_name: stack_name.to_owned(),
            parameters,
            ..Self::default()
        }
    }

    pub fn set_ref(&mut self, logical_id: &str, value: impl Into<String>) {
        self.refs.insert(logical_id.to_owned(), value.into());
    }

    pub fn set_attribute(&mut self, logical_id: &str, attribute: &str, value: impl Into<String>) {
        self.attributes
            .insert(format!("{logical_id}.{attribute}"), value.into());
    }

    fn pseudo(&self, name: &str) -> Option<String> {
        Some(match name {
            "AWS::StackName" => self.stack_name.clone(),
            "AWS::Region" => std::env::var("AWS_REGION").unwrap_or_else(|_| "us-east-1".into()),
            "AWS::AccountId" => "123456789012".to_owned(),
            "AWS::Partition" => "aws".to_owned(),
            "AWS::URLSuffix" => "amazonaws.com".to_owned(),
            _ => return None,
        })
    }

    fn reference(&self, name: &str) -> String {
        self.pseudo(name)
            .or_else(|| self.parameters.get(name).cloned())
            .or_else(|| self.refs.get(name).cloned())
            .or_else(|| self.attributes.get(name).cloned())
            .unwrap_or_else(|| panic!("the test stack cannot resolve `{name}`"))
    }

    /// The string a value becomes in a deployed stack.
    pub fn resolve(&self, value: &Value) -> String {
        if let Some(name) = intrinsic_argument(value, "Ref") {
            return self.reference(&name);
        }
        if let Some(attribute) = intrinsic_argument(value, "GetAtt") {
            return self.reference(&attribute);
        }
        if let Some(text) = intrinsic_argument(value, "Sub") {
            return self.substitute(&text);
        }
        scalar(value).unwrap_or_else(|| panic!("cannot resolve {value:?}"))
    }

    /// `!Sub` text with every `${Name}` and `${Resource.Attribute}` replaced.
    fn substitute(&self, text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(start) = rest.find("${") {
            out.push_str(&rest[..start]);
            let end = rest[start..]
                .find('}')
                .unwrap_or_else(|| panic!("unclosed ${{ in `{text}`"));
            out.push_str(&self.reference(&rest[start + 2..start + end]));
            rest = &rest[start + end + 1..];
        }
        out.push_str(rest);
        out
    }
}

/// The value under a path of mapping keys, if every step exists.
fn at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a Value> {
    path.iter().try_fold(value, |value, key| value.get(*key))
}

fn str_at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a str> {
    at(value, path).and_then(Value::as_str)
}

/// A plain string, number or boolean as text.
fn scalar(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn yaml(text: &str) -> Value {
        serde_yaml::from_str(text).unwrap()
    }

    #[test]
    fn the_repository_template_reads_as_deployed() {
        let template =
            Template::load(&crate::harness::build::workspace_root().join("infra/template.yaml"));
        let functions = template.functions();
        let function = |name: &str| {
            functions
                .iter()
                .find(|f| f.name == name)
                .unwrap_or_else(|| panic!("no function {name}"))
        };
        let api = function("api");
        let route = |path: &str| api.routes.iter().find(|r| r.path == path).unwrap();
        assert!(route("/health").public);
        assert!(!route("/api/recipes").public);
        assert!(
            api.timeout <= Duration::from_secs(30),
            "fits the HTTP API: {:?}",
            api.timeout
        );
        let fetch = function("ingest-fetch");
        let [source] = fetch.queue_sources.as_slice() else {
            panic!("one event source: {:?}", fetch.queue_sources)
        };
        assert_eq!(
            (source.queue.as_str(), source.report_item_failures),
            ("IngestFetchQueue", true)
        );
        assert!((1..=10).contains(&source.batch_size), "{source:?}");
        assert!(fetch.environment.contains_key("QUEUE_URL_INGEST_EXTRACT"));
        assert!(
            fetch.environment.contains_key("TABLE_TASKS"),
            "Globals variables"
        );
        let sweep = &function("expiration-sweep").schedules[0];
        assert!(sweep.input.is_object(), "{sweep:?}");
        let queues = template.queues();
        let fetch_queue = queues
            .iter()
            .find(|q| q.logical_id == "IngestFetchQueue")
            .unwrap();
        let redrive = fetch_queue.redrive.as_ref().expect("a redrive policy");
        assert_eq!(redrive.dead_letter_queue, "IngestFetchDeadLetterQueue");
        assert!(redrive.max_receive_count >= 1);
    }

    #[test]
    fn short_and_long_forms_resolve_alike() {
        let mut resolver = Resolver::new("stk", HashMap::from([("Mode".into(), "offline".into())]));
        resolver.set_ref("Queue", "http://q");
        resolver.set_attribute("Queue", "Arn", "arn:q");
        for (value, expected) in [
            ("!Ref Mode", "offline"),
            ("{Ref: Queue}", "http://q"),
            ("!GetAtt Queue.Arn", "arn:q"),
            ("{'Fn::GetAtt': [Queue, Arn]}", "arn:q"),
            ("!Sub '${AWS::StackName}-tasks'", "stk-tasks"),
            ("!Sub 'x ${Queue.Arn} y ${Mode}'", "x arn:q y offline"),
            ("'29'", "29"),
            ("29", "29"),
        ] {
            assert_eq!(resolver.resolve(&yaml(value)), expected, "{value}");
        }
    }
}
