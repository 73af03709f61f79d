//! The generated OpenAPI document is public, every path and method it lists is routed, every
//! body it describes is a named schema, and its limits are the enforced ones.

mod support;

use axum::http::StatusCode;
use serde_json::Value;
use support::TestApp;
use support::reply::Reply;

async fn document(app: &TestApp) -> Value {
    app.send("GET", "/api/openapi.json", None, None)
        .await
        .expect_status(StatusCode::OK)
}

/// Each operation of the document with its path and method.
fn operations(document: &Value) -> Vec<(String, String, Value)> {
    let paths = document["paths"].as_object().expect("paths");
    paths
        .iter()
        .flat_map(|(path, item)| {
            let item = item.as_object().expect("path item");
            item.iter()
                .map(|(method, operation)| (path.clone(), method.clone(), operation.clone()))
        })
        .collect()
}

/// Routes that serve documents as they are, whatever their shape.
const SERVED_AS_STORED: [&str; 2] = ["/api/openapi.json", "/api/tasks/{id}/artifacts/{name}"];

/// The schema `schema` names, following one `$ref`.
fn resolve<'a>(document: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => document
            .pointer(reference.trim_start_matches('#'))
            .unwrap_or(&Value::Null),
        None => schema,
    }
}

#[tokio::test]
async fn every_documented_operation_is_routed() {
    let app = TestApp::new();
    let document = document(&app).await;
    assert_eq!(document["openapi"], "3.1.0");
    let operations = operations(&document);
    assert!(operations.len() >= 45, "{}", operations.len());
    let mut ids: Vec<&str> = operations
        .iter()
        .map(|(path, method, operation)| {
            let id = operation["operationId"].as_str();
            id.unwrap_or_else(|| panic!("{method} {path} has no operationId"))
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), operations.len(), "operationIds repeat");
    let alice = app.token("alice", false);
    for (path, method, _) in operations {
        let concrete = path
            .split('/')
            .map(|part| if part.starts_with('{') { "x" } else { part })
            .collect::<Vec<_>>()
            .join("/");
        let method = method.to_uppercase();
        // Raw bytes both ways: some operations answer a file (the recipe export's zip).
        let (status, _, bytes) = app
            .send_bytes(&method, &concrete, &alice, b"{}".to_vec())
            .await;
        let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_default();
        assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        let unrouted = status == StatusCode::NOT_FOUND
            && body["code"] == "NOT_FOUND"
            && body["message"]
                .as_str()
                .is_some_and(|m| m == "no such route");
        assert!(
            !unrouted,
            "{method} {path} is documented but not routed: {body}"
        );
    }
}

#[tokio::test]
async fn every_body_is_a_named_schema() {
    let app = TestApp::new();
    let document = document(&app).await;
    let schemas = document["components"]["schemas"].as_object().unwrap();
    assert!(schemas.len() > 25, "{} schemas", schemas.len());
    for (path, method, operation) in operations(&document) {
        let request = &operation["requestBody"]["content"]["application/json"]["schema"];
        if !request.is_null() {
            assert!(request["$ref"].is_string(), "{method} {path}: {request}");
        }
        let responses = operation["responses"].as_object().unwrap();
        for (status, response) in responses {
            let response = resolve(&document, response);
            let Some(content) = response["content"].as_object() else {
                assert!(
                    status == "204",
                    "{method} {path} {status} has no body: {response}"
                );
                continue;
            };
            let json = &content.get("application/json").map(|c| &c["schema"]);
            if let Some(schema) = json
                && !SERVED_AS_STORED.contains(&path.as_str())
            {
                let named = resolve(&document, schema);
                assert!(
                    schema["$ref"].is_string() && named.is_object(),
                    "{method} {path} {status}: {schema}"
                );
            }
        }
    }
}

#[tokio::test]
async fn errors_auth_and_quotas_are_documented_on_every_route() {
    let app = TestApp::new();
    let document = document(&app).await;
    let bearer = &document["components"]["securitySchemes"]["bearer"];
    assert_eq!(bearer["scheme"], "bearer");
    assert_eq!(document["security"][0]["bearer"], serde_json::json!([]));
    let rate_limited = &document["components"]["responses"]["RateLimited"];
    assert!(rate_limited["headers"]["Retry-After"].is_object());
    for (path, method, operation) in operations(&document) {
        let responses = &operation["responses"];
        let public = operation["security"] == serde_json::json!([{}]);
        // Liveness and the document. The local transfer URLs, whose URL is the credential as a
        // presigned S3 URL's is, are no documented operations.
        let public_paths = ["/health", "/api/openapi.json"];
        assert_eq!(
            public,
            public_paths.contains(&path.as_str()),
            "{method} {path}"
        );
        for status in ["400", "500"] {
            assert!(responses[status].is_object(), "{method} {path} {status}");
        }
        assert_eq!(!public, responses["401"].is_object(), "{method} {path}");
        // The quota middleware meters every authenticated POST.
        let metered = !public && method == "post";
        assert_eq!(metered, responses["429"].is_object(), "{method} {path}");
        if path.contains('{') {
            assert!(responses["404"].is_object(), "{method} {path}");
        }
        let error = resolve(&document, &responses["400"]);
        let body = &error["content"]["application/json"]["schema"]["$ref"];
        assert_eq!(body, "#/components/schemas/ErrorBody", "{method} {path}");
    }
}

#[tokio::test]
async fn documented_recipe_limits_are_the_enforced_ones() {
    use cookbook_domain::recipe_rules::*;
    let app = TestApp::new();
    let document = document(&app).await;
    let recipe = &document["components"]["schemas"]["Recipe"]["properties"];
    let ingredient = &document["components"]["schemas"]["Ingredient"]["properties"];
    let documented = [
        (&recipe["name"]["maxLength"], MAX_NAME_CHARS),
        (&recipe["description"]["maxLength"], MAX_DESCRIPTION_CHARS),
        (&recipe["yield"]["maxLength"], MAX_NAME_CHARS),
        (&recipe["ingredients"]["maxItems"], MAX_INGREDIENTS),
        (&ingredient["text"]["maxLength"], MAX_INGREDIENT_CHARS),
        (&ingredient["name"]["maxLength"], MAX_INGREDIENT_CHARS),
        (&recipe["instructions"]["maxItems"], MAX_INSTRUCTIONS),
        (
            &recipe["instructions"]["items"]["maxLength"],
            MAX_STEP_CHARS,
        ),
        (&recipe["instructionGroups"]["maxItems"], MAX_INSTRUCTIONS),
        (&recipe["tags"]["maxItems"], MAX_LABELS),
        (&recipe["tags"]["items"]["maxLength"], MAX_LABEL_CHARS),
        (&recipe["imageUrl"]["maxLength"], MAX_IMAGE_URL_CHARS),
        (&recipe["servings"]["minimum"], 1),
    ];
    for (value, limit) in documented {
        assert_eq!(value.as_u64(), Some(limit as u64), "{recipe}");
    }
    let whole = document["components"]["schemas"]["Recipe"]["description"].to_string();
    assert!(whole.contains(&MAX_RECIPE_BYTES.to_string()), "{whole}");
    let routes = &document["paths"];
    for operation in [
        &routes["/api/recipes"]["post"],
        &routes["/api/recipes/{id}"]["put"],
    ] {
        let schema = &operation["requestBody"]["content"]["application/json"]["schema"];
        assert_eq!(schema["$ref"], "#/components/schemas/Recipe");
    }
}
