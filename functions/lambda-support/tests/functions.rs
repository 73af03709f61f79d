//! Which function a process serves: every function `infra/template.yaml` deploys has a handler
//! under the name its `COOKBOOK_FUNCTION` gives, and a missing or mistyped name stops the start
//! with the names that would work.

use std::collections::BTreeSet;

use cookbook_lambda_support::Seeding;
use cookbook_lambda_support::functions::{
    FUNCTION_ENV, Handler, UnknownFunction, handler_named, names,
};
use cookbook_store::QueueName;
use serde_yaml::Value;

/// `COOKBOOK_FUNCTION` of every `AWS::Serverless::Function` in the template.
fn deployed_names() -> Vec<String> {
    let text = include_str!("../../../infra/template.yaml");
    let template: Value = serde_yaml::from_str(text).expect("the template is YAML");
    let resources = template["Resources"].as_mapping().expect("Resources");
    resources
        .iter()
        .filter(|(_, resource)| resource["Type"].as_str() == Some("AWS::Serverless::Function"))
        .map(|(id, resource)| {
            resource["Properties"]["Environment"]["Variables"][FUNCTION_ENV]
                .as_str()
                .unwrap_or_else(|| panic!("{id:?} sets no {FUNCTION_ENV}"))
                .to_owned()
        })
        .collect()
}

#[test]
fn every_deployed_function_has_a_handler_and_every_handler_is_deployed_once() {
    let deployed = deployed_names();
    let unique: BTreeSet<&str> = deployed.iter().map(String::as_str).collect();
    assert_eq!(
        unique.len(),
        deployed.len(),
        "a name deployed twice: {deployed:?}"
    );
    let known: BTreeSet<&str> = names().into_iter().collect();
    assert_eq!(unique, known, "template functions vs handlers");
    for name in known {
        assert!(handler_named(Some(name)).is_ok(), "{name}");
    }
}

#[test]
fn each_name_runs_its_own_kind_of_handler() {
    let handler = |name| handler_named(Some(name)).expect(name);
    assert!(matches!(
        handler("api"),
        Handler::Http {
            seeding: Seeding::Ensure,
            ..
        }
    ));
    assert!(matches!(
        handler("chat"),
        Handler::Http {
            seeding: Seeding::Skip,
            ..
        }
    ));
    for queue in QueueName::ALL {
        assert!(
            matches!(handler(queue.as_str()), Handler::Queue(consumed) if consumed == queue),
            "{queue:?}"
        );
    }
    assert!(matches!(
        handler("expiration-sweep"),
        Handler::ExpirationSweep
    ));
}

#[test]
fn a_missing_name_says_what_to_set_and_lists_the_functions() {
    for unset in [None, Some(""), Some("  ")] {
        let error = handler_named(unset).err().expect("refused");
        assert_eq!(error, UnknownFunction::Missing);
        let message = error.to_string();
        assert!(
            message.starts_with("COOKBOOK_FUNCTION is not set"),
            "{message}"
        );
        for name in names() {
            assert!(message.contains(name), "{name} missing from: {message}");
        }
    }
}

#[test]
fn a_mistyped_name_is_quoted_back_with_the_functions() {
    let error = handler_named(Some("ingest-fech")).err().expect("refused");
    let message = error.to_string();
    assert!(
        message.starts_with("COOKBOOK_FUNCTION=\"ingest-fech\" names no function"),
        "{message}"
    );
    assert!(
        message.contains("ingest-fetch, ingest-extract"),
        "{message}"
    );
}
